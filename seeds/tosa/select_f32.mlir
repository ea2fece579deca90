// Seed: tosa.select driven by tosa.greater (an explicit max), with a broadcast predicate operand.
func.func @main(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>, %p: tensor<1x3xi1>) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
  %0 = tosa.greater %a, %b : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
  %1 = tosa.select %0, %a, %b : (tensor<2x3xi1>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %2 = tosa.select %p, %b, %a : (tensor<1x3xi1>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %1, %2 : tensor<2x3xf32>, tensor<2x3xf32>
}
