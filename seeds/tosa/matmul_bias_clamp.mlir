// Seed: realistic chain matmul -> add bias (broadcast 1x1x4) -> clamp (ReLU) in f32.
func.func @main(%x: tensor<1x2x3xf32>, %w: tensor<1x3x4xf32>, %bias: tensor<1x1x4xf32>) -> tensor<1x2x4xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.matmul %x, %w, %zp, %zp : (tensor<1x2x3xf32>, tensor<1x3x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x4xf32>
  %1 = tosa.add %0, %bias : (tensor<1x2x4xf32>, tensor<1x1x4xf32>) -> tensor<1x2x4xf32>
  %2 = tosa.clamp %1 {min_val = 0.0 : f32, max_val = 3.40282347E+38 : f32} : (tensor<1x2x4xf32>) -> tensor<1x2x4xf32>
  return %2 : tensor<1x2x4xf32>
}
