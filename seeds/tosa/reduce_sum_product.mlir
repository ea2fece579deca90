// Seed: tosa.reduce_sum along axis 0 and tosa.reduce_product along axis 1 (ranks are kept), f32.
func.func @main(%a: tensor<2x3xf32>) -> (tensor<1x3xf32>, tensor<2x1xf32>) {
  %0 = tosa.reduce_sum %a {axis = 0 : i32} : (tensor<2x3xf32>) -> tensor<1x3xf32>
  %1 = tosa.reduce_product %a {axis = 1 : i32} : (tensor<2x3xf32>) -> tensor<2x1xf32>
  return %0, %1 : tensor<1x3xf32>, tensor<2x1xf32>
}
