// Seed: tosa.cast f32 -> f16 and f32 -> bf16 and back to f32 (rounding; overflow to Inf; subnormals) on FP-edge constants.
func.func @main(%a: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf16>) {
  %c = "tosa.const"() <{values = dense<[65520.0, 0x00000001, 0x7F7FFFFF, 1.00000012]> : tensor<4xf32>}> : () -> tensor<4xf32>
  %0 = tosa.add %a, %c : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %1 = tosa.cast %0 : (tensor<4xf32>) -> tensor<4xf16>
  %2 = tosa.cast %1 : (tensor<4xf16>) -> tensor<4xf32>
  %3 = tosa.cast %0 : (tensor<4xf32>) -> tensor<4xbf16>
  %4 = tosa.cast %3 : (tensor<4xbf16>) -> tensor<4xf32>
  return %2, %4, %1 : tensor<4xf32>, tensor<4xf32>, tensor<4xf16>
}
