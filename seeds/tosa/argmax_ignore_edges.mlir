// Seed: tosa.argmax with nan_mode = IGNORE on an input that can hold -Inf/-fMAX/NaN rows (init-value sensitive), axis 0.
func.func @main(%a: tensor<3x2xf32>) -> (tensor<2xi32>, tensor<2xi32>) {
  %c = "tosa.const"() <{values = dense<[[0x7FC00000, 0xFF800000], [0xFF7FFFFF, 0xFF800000], [0xFF7FFFFF, 0x7FC00000]]> : tensor<3x2xf32>}> : () -> tensor<3x2xf32>
  %0 = tosa.argmax %a {axis = 0 : i32, nan_mode = IGNORE} : (tensor<3x2xf32>) -> tensor<2xi32>
  %1 = tosa.argmax %c {axis = 0 : i32, nan_mode = IGNORE} : (tensor<3x2xf32>) -> tensor<2xi32>
  return %0, %1 : tensor<2xi32>, tensor<2xi32>
}
