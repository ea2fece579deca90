// Seed: tosa.conv2d with padding [1,0,1,0] and stride 2 (output size must divide exactly), f32.
func.func @main(%x: tensor<1x3x3x2xf32>, %w: tensor<1x2x2x2xf32>, %b: tensor<1xf32>) -> tensor<1x2x2x1xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 0, 1, 0>, stride = array<i64: 2, 2>} : (tensor<1x3x3x2xf32>, tensor<1x2x2x2xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x1xf32>
  return %0 : tensor<1x2x2x1xf32>
}
