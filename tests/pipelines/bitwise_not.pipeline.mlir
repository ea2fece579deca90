// tosa.bitwise_not on i8.
// PIPELINE: tosa-lowering
// EXPECT: correct
func.func @main(%a: tensor<4xi8>) -> tensor<4xi8> {
  %0 = tosa.bitwise_not %a : (tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}
