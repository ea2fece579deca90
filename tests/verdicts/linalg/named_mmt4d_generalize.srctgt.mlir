// linalg.mmt4d -> linalg.generic (linalg-generalize-named-ops): C[m][n][m0][n0] += A[m][k][m0][k0] * B[n][k][n0][k0] (rhs transposed inner tile).
// Maps (d0,d2,d3,d5), (d1,d2,d4,d5), (d0,d1,d3,d4) with k = d2, k0 = d5 reductions; same body and order: correct.
// VERDICT: correct
#m0 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d3, d5)>
#m1 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d2, d4, d5)>
#m2 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d4)>
func.func @src(%a: tensor<1x1x2x2xf32>, %b: tensor<1x1x2x2xf32>, %c: tensor<1x1x2x2xf32>) -> tensor<1x1x2x2xf32> {
  %r = linalg.mmt4d ins(%a, %b : tensor<1x1x2x2xf32>, tensor<1x1x2x2xf32>) outs(%c : tensor<1x1x2x2xf32>) -> tensor<1x1x2x2xf32>
  return %r : tensor<1x1x2x2xf32>
}
func.func @tgt(%a: tensor<1x1x2x2xf32>, %b: tensor<1x1x2x2xf32>, %c: tensor<1x1x2x2xf32>) -> tensor<1x1x2x2xf32> {
  %r = linalg.generic {indexing_maps = [#m0, #m1, #m2], iterator_types = ["parallel", "parallel", "reduction", "parallel", "parallel", "reduction"]} ins(%a, %b : tensor<1x1x2x2xf32>, tensor<1x1x2x2xf32>) outs(%c : tensor<1x1x2x2xf32>) {
  ^bb0(%in0: f32, %in1: f32, %acc: f32):
    %v1 = arith.mulf %in0, %in1 : f32
    %v2 = arith.addf %acc, %v1 : f32
    linalg.yield %v2 : f32
  } -> tensor<1x1x2x2xf32>
  return %r : tensor<1x1x2x2xf32>
}
