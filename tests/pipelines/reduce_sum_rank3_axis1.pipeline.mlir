// tosa.reduce_sum axis 1 of 2x2x3 f32: fill +0.0 + linalg.reduce dimensions [1] + expand_shape, adding in index order from +0.0 as REDUCE_SUM.
// PIPELINE: tosa-lowering
// EXPECT: correct
func.func @main(%a: tensor<2x2x3xf32>) -> tensor<2x1x3xf32> {
  %0 = tosa.reduce_sum %a {axis = 1 : i32} : (tensor<2x2x3xf32>) -> tensor<2x1x3xf32>
  return %0 : tensor<2x1x3xf32>
}
