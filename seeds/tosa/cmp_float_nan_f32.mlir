// Seed: tosa.equal / tosa.greater / tosa.greater_equal on f32 against NaN, -0.0 and +Inf constants (unordered compares are false).
func.func @main(%a: tensor<4xf32>) -> (tensor<4xi1>, tensor<4xi1>, tensor<4xi1>) {
  %c = "tosa.const"() <{values = dense<[0x7FC00000, -0.0, 0.0, 0x7F800000]> : tensor<4xf32>}> : () -> tensor<4xf32>
  %0 = tosa.equal %a, %c : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %1 = tosa.greater %a, %c : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %2 = tosa.greater_equal %c, %a : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  return %0, %1, %2 : tensor<4xi1>, tensor<4xi1>, tensor<4xi1>
}
