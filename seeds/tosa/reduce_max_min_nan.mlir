// Seed: tosa.reduce_max / reduce_min with both nan_modes on an input mixed with a NaN/-Inf constant.
func.func @main(%a: tensor<2x3xf32>) -> (tensor<2x1xf32>, tensor<2x1xf32>, tensor<1x3xf32>, tensor<1x3xf32>) {
  %c = "tosa.const"() <{values = dense<[[0x7FC00000, 0.0, 0xFF800000], [1.0, -0.0, 0x7F800000]]> : tensor<2x3xf32>}> : () -> tensor<2x3xf32>
  %x = tosa.add %a, %c : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %0 = tosa.reduce_max %x {axis = 1 : i32} : (tensor<2x3xf32>) -> tensor<2x1xf32>
  %1 = tosa.reduce_max %x {axis = 1 : i32, nan_mode = IGNORE} : (tensor<2x3xf32>) -> tensor<2x1xf32>
  %2 = tosa.reduce_min %x {axis = 0 : i32} : (tensor<2x3xf32>) -> tensor<1x3xf32>
  %3 = tosa.reduce_min %x {axis = 0 : i32, nan_mode = IGNORE} : (tensor<2x3xf32>) -> tensor<1x3xf32>
  return %0, %1, %2, %3 : tensor<2x1xf32>, tensor<2x1xf32>, tensor<1x3xf32>, tensor<1x3xf32>
}
