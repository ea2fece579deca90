// Seed: tosa.maximum / tosa.minimum with default nan_mode (PROPAGATE) against a constant holding NaN, -0.0, +Inf, -Inf.
func.func @main(%a: tensor<4xf32>, %b: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %c = "tosa.const"() <{values = dense<[0x7FC00000, -0.0, 0x7F800000, 0xFF800000]> : tensor<4xf32>}> : () -> tensor<4xf32>
  %0 = tosa.maximum %a, %c : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %1 = tosa.minimum %b, %0 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0, %1 : tensor<4xf32>, tensor<4xf32>
}
