// Seed: integer tosa.argmax on i8 (ties pick the first index).
func.func @main(%a: tensor<2x3xi8>) -> tensor<2xi32> {
  %0 = tosa.argmax %a {axis = 1 : i32} : (tensor<2x3xi8>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}
