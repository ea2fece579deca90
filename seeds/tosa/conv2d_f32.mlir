// Seed: tosa.conv2d NHWC 1x3x3x1 input, 2x2x2x1 OHWI weights, bias, stride 1, no pad -> 1x2x2x2.
func.func @main(%x: tensor<1x3x3x1xf32>, %w: tensor<2x2x2x1xf32>, %b: tensor<2xf32>) -> tensor<1x2x2x2xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x3x3x1xf32>, tensor<2x2x2x1xf32>, tensor<2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x2xf32>
  return %0 : tensor<1x2x2x2xf32>
}
