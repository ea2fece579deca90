// tosa.reduce_any axis 1 of 2x3 i1.
// PIPELINE: tosa-lowering
// EXPECT: correct
func.func @main(%a: tensor<2x3xi1>) -> tensor<2x1xi1> {
  %x = tosa.logical_not %a : (tensor<2x3xi1>) -> tensor<2x3xi1>
  %0 = tosa.reduce_any %x {axis = 1 : i32} : (tensor<2x3xi1>) -> tensor<2x1xi1>
  return %0 : tensor<2x1xi1>
}
