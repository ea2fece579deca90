// Seed: tosa.sin, tosa.cos, tosa.tanh, tosa.sigmoid, tosa.erf chained on f32.
func.func @main(%a: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
  %0 = tosa.sin %a : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %1 = tosa.cos %a : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %2 = tosa.tanh %0 : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %3 = tosa.sigmoid %1 : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %4 = tosa.erf %2 : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %3, %4 : tensor<2x3xf32>, tensor<2x3xf32>
}
