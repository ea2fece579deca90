// Seed: tosa.add with equal-rank broadcasting (2x3 + 1x3 and 2x1 + 1x3), f32.
func.func @main(%a: tensor<2x3xf32>, %b: tensor<1x3xf32>, %c: tensor<2x1xf32>) -> tensor<2x3xf32> {
  %0 = tosa.add %a, %b : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>
  %1 = tosa.add %c, %b : (tensor<2x1xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>
  %2 = tosa.add %0, %1 : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %2 : tensor<2x3xf32>
}
