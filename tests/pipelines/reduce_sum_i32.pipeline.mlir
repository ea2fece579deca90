// tosa.reduce_sum axis 1 of 2x3 i32.
// PIPELINE: tosa-lowering
// EXPECT: correct
func.func @main(%a: tensor<2x3xi32>) -> tensor<2x1xi32> {
  %x = tosa.identity %a : (tensor<2x3xi32>) -> tensor<2x3xi32>
  %0 = tosa.reduce_sum %x {axis = 1 : i32} : (tensor<2x3xi32>) -> tensor<2x1xi32>
  return %0 : tensor<2x1xi32>
}
