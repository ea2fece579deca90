// tosa.logical_not on i1.
// PIPELINE: tosa-lowering
// EXPECT: correct
func.func @main(%a: tensor<4xi1>) -> tensor<4xi1> {
  %0 = tosa.logical_not %a : (tensor<4xi1>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}
