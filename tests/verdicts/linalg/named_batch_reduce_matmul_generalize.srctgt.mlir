// linalg.batch_reduce_matmul -> linalg.generic (linalg-generalize-named-ops): C[m][n] += sum over batch b and k of A[b][m][k] * B[b][k][n].
// Iterators [reduction, parallel, parallel, reduction]: the batch dim is a reduction; same maps, body and order (b outer, k inner): correct.
// VERDICT: correct
#m0 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#m1 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#m2 = affine_map<(d0, d1, d2, d3) -> (d1, d2)>
func.func @src(%a: tensor<2x2x2xf32>, %b: tensor<2x2x2xf32>, %c: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %r = linalg.batch_reduce_matmul ins(%a, %b : tensor<2x2x2xf32>, tensor<2x2x2xf32>) outs(%c : tensor<2x2xf32>) -> tensor<2x2xf32>
  return %r : tensor<2x2xf32>
}
func.func @tgt(%a: tensor<2x2x2xf32>, %b: tensor<2x2x2xf32>, %c: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %r = linalg.generic {indexing_maps = [#m0, #m1, #m2], iterator_types = ["reduction", "parallel", "parallel", "reduction"]} ins(%a, %b : tensor<2x2x2xf32>, tensor<2x2x2xf32>) outs(%c : tensor<2x2xf32>) {
  ^bb0(%in0: f32, %in1: f32, %acc: f32):
    %v1 = arith.mulf %in0, %in1 : f32
    %v2 = arith.addf %acc, %v1 : f32
    linalg.yield %v2 : f32
  } -> tensor<2x2xf32>
  return %r : tensor<2x2xf32>
}
