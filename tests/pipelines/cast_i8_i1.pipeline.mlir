// tosa.cast i8 -> i1.
// PIPELINE: tosa-lowering
// EXPECT: correct
func.func @main(%a: tensor<4xi8>) -> tensor<4xi1> {
  %0 = tosa.cast %a : (tensor<4xi8>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}
