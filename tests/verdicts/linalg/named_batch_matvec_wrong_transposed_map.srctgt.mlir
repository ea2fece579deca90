// linalg.batch_matvec (x indexed [b][k]) -> generic reading x through (d0,d1,d2)->(d2,d0) (x transposed):
// the 2x2 vector batch is read as x[k][b]: miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
#m0 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#m1 = affine_map<(d0, d1, d2) -> (d2, d0)>
#m2 = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @src(%a: tensor<2x2x2xf32>, %x: tensor<2x2xf32>, %y: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %r = linalg.batch_matvec ins(%a, %x : tensor<2x2x2xf32>, tensor<2x2xf32>) outs(%y : tensor<2x2xf32>) -> tensor<2x2xf32>
  return %r : tensor<2x2xf32>
}
func.func @tgt(%a: tensor<2x2x2xf32>, %x: tensor<2x2xf32>, %y: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %r = linalg.generic {indexing_maps = [#m0, #m1, #m2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a, %x : tensor<2x2x2xf32>, tensor<2x2xf32>) outs(%y : tensor<2x2xf32>) {
  ^bb0(%in0: f32, %in1: f32, %acc: f32):
    %v1 = arith.mulf %in0, %in1 : f32
    %v2 = arith.addf %acc, %v1 : f32
    linalg.yield %v2 : f32
  } -> tensor<2x2xf32>
  return %r : tensor<2x2xf32>
}
