// Seed: tosa.abs, tosa.negate (float zero points) and tosa.reciprocal on values including -0.0, a subnormal and the largest finite f32.
func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %c = "tosa.const"() <{values = dense<[-0.0, 0x00000001, 0x7F7FFFFF, -2.5]> : tensor<4xf32>}> : () -> tensor<4xf32>
  %izp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %ozp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.add %a, %c : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %1 = tosa.abs %0 : (tensor<4xf32>) -> tensor<4xf32>
  %2 = tosa.negate %1, %izp, %ozp : (tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4xf32>
  %3 = tosa.reciprocal %2 : (tensor<4xf32>) -> tensor<4xf32>
  return %3 : tensor<4xf32>
}
