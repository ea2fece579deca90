// tosa.cast i16 -> i8.
// PIPELINE: tosa-lowering
// EXPECT: correct
func.func @main(%a: tensor<4xi16>) -> tensor<4xi8> {
  %0 = tosa.cast %a : (tensor<4xi16>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}
