// Seed: tosa.exp followed by tosa.log (not an identity in IEEE), plus log of a constant with 0, -1, +Inf.
func.func @main(%a: tensor<2x2xf32>) -> (tensor<2x2xf32>, tensor<2x2xf32>) {
  %c = "tosa.const"() <{values = dense<[[0.0, -1.0], [0x7F800000, 1.0]]> : tensor<2x2xf32>}> : () -> tensor<2x2xf32>
  %0 = tosa.exp %a : (tensor<2x2xf32>) -> tensor<2x2xf32>
  %1 = tosa.log %0 : (tensor<2x2xf32>) -> tensor<2x2xf32>
  %2 = tosa.log %c : (tensor<2x2xf32>) -> tensor<2x2xf32>
  return %1, %2 : tensor<2x2xf32>, tensor<2x2xf32>
}
