// Seed: tosa.rsqrt on a constant with +0.0, -0.0, +Inf, a negative value, a subnormal and 4.0, plus on an argument.
func.func @main(%a: tensor<6xf32>) -> (tensor<6xf32>, tensor<6xf32>) {
  %c = "tosa.const"() <{values = dense<[0.0, -0.0, 0x7F800000, -4.0, 0x00400000, 4.0]> : tensor<6xf32>}> : () -> tensor<6xf32>
  %0 = tosa.rsqrt %c : (tensor<6xf32>) -> tensor<6xf32>
  %1 = tosa.rsqrt %a : (tensor<6xf32>) -> tensor<6xf32>
  return %0, %1 : tensor<6xf32>, tensor<6xf32>
}
