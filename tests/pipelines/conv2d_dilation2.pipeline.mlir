// tosa.conv2d dilation 2 (1x3x3x1 input, 2x2 kernel -> 1x1x1x1, taps at the corners), constant bias +0.0: conv_2d_nhwc_fhwc dilations 2 from the broadcast +0.0 bias, same tap order as TOSA.
// PIPELINE: tosa-lowering
// EXPECT: correct
func.func @main(%x: tensor<1x3x3x1xf32>, %w: tensor<1x2x2x1xf32>) -> tensor<1x1x1x1xf32> {
  %b = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x3x3x1xf32>, tensor<1x2x2x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x1x1xf32>
  return %0 : tensor<1x1x1x1xf32>
}
