// Seed: tosa.argmax with default nan_mode (PROPAGATE: the first NaN wins) along axis 1 of a 2x4 tensor.
func.func @main(%a: tensor<2x4xf32>) -> tensor<2xi32> {
  %0 = tosa.argmax %a {axis = 1 : i32} : (tensor<2x4xf32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}
