// Seed: tosa.gather with constant in-range indices (repeated and out of order) from a 1x5x2 values tensor.
func.func @main(%v: tensor<1x5x2xf32>) -> tensor<1x4x2xf32> {
  %idx = "tosa.const"() <{values = dense<[[4, 0, 0, 2]]> : tensor<1x4xi32>}> : () -> tensor<1x4xi32>
  %0 = tosa.gather %v, %idx : (tensor<1x5x2xf32>, tensor<1x4xi32>) -> tensor<1x4x2xf32>
  return %0 : tensor<1x4x2xf32>
}
