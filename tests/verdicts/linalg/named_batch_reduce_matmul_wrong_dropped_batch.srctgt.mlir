// linalg.batch_reduce_matmul (sum over batch b and k) -> generic that drops the batch reduction dim and
// reads batch 0 only, maps (m,n,k)->(0,m,k), (0,k,n): the batch-1 products are lost: miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
#m0 = affine_map<(d0, d1, d2) -> (0, d0, d2)>
#m1 = affine_map<(d0, d1, d2) -> (0, d2, d1)>
#m2 = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @src(%a: tensor<2x2x2xf32>, %b: tensor<2x2x2xf32>, %c: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %r = linalg.batch_reduce_matmul ins(%a, %b : tensor<2x2x2xf32>, tensor<2x2x2xf32>) outs(%c : tensor<2x2xf32>) -> tensor<2x2xf32>
  return %r : tensor<2x2xf32>
}
func.func @tgt(%a: tensor<2x2x2xf32>, %b: tensor<2x2x2xf32>, %c: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %r = linalg.generic {indexing_maps = [#m0, #m1, #m2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a, %b : tensor<2x2x2xf32>, tensor<2x2x2xf32>) outs(%c : tensor<2x2xf32>) {
  ^bb0(%in0: f32, %in1: f32, %acc: f32):
    %v1 = arith.mulf %in0, %in1 : f32
    %v2 = arith.addf %acc, %v1 : f32
    linalg.yield %v2 : f32
  } -> tensor<2x2xf32>
  return %r : tensor<2x2xf32>
}
