// Malformed: tosa.abs with two operands but one operand type (a parse error at 3:17).
func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tosa.abs %a, %zz : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
