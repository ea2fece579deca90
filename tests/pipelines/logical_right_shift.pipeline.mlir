// tosa.logical_right_shift on i8.
// PIPELINE: tosa-lowering
// EXPECT: correct
func.func @main(%a: tensor<4xi8>, %b: tensor<4xi8>) -> tensor<4xi8> {
  %0 = tosa.logical_right_shift %a, %b : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}
