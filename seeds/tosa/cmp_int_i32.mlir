// Seed: integer comparisons (equal, greater, greater_equal) on i32 with broadcasting and INT_MIN/INT_MAX constants.
func.func @main(%a: tensor<2x3xi32>, %b: tensor<1x3xi32>) -> (tensor<2x3xi1>, tensor<2x3xi1>, tensor<2x3xi1>) {
  %c = "tosa.const"() <{values = dense<[[-2147483648, 0, 2147483647]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
  %0 = tosa.equal %a, %b : (tensor<2x3xi32>, tensor<1x3xi32>) -> tensor<2x3xi1>
  %1 = tosa.greater %a, %c : (tensor<2x3xi32>, tensor<1x3xi32>) -> tensor<2x3xi1>
  %2 = tosa.greater_equal %c, %a : (tensor<1x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi1>
  return %0, %1, %2 : tensor<2x3xi1>, tensor<2x3xi1>, tensor<2x3xi1>
}
