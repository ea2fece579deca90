// tosa.cast i1 -> i32.
// PIPELINE: tosa-lowering
// EXPECT: correct
func.func @main(%a: tensor<4xi1>) -> tensor<4xi32> {
  %0 = tosa.cast %a : (tensor<4xi1>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
