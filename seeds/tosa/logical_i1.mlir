// Seed: tosa.logical_and / logical_or / logical_xor / logical_not on i1 tensors (one broadcast operand).
func.func @main(%a: tensor<2x2xi1>, %b: tensor<2x2xi1>, %c: tensor<1x2xi1>) -> tensor<2x2xi1> {
  %0 = tosa.logical_and %a, %b : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
  %1 = tosa.logical_or %0, %c : (tensor<2x2xi1>, tensor<1x2xi1>) -> tensor<2x2xi1>
  %2 = tosa.logical_xor %1, %a : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
  %3 = tosa.logical_not %2 : (tensor<2x2xi1>) -> tensor<2x2xi1>
  return %3 : tensor<2x2xi1>
}
