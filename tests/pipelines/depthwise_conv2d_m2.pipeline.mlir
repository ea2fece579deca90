// tosa.depthwise_conv2d with channel multiplier 2 (C = 2, M = 2, 2x2 kernel, bias argument) on 1x2x3x2: fill +0.0, depthwise_conv_2d_nhwc_hwcm into 1x1x2x2x2, collapse to channel c * M + m, bias + acc afterwards (TOSA's order; addition commutes).
// PIPELINE: tosa-lowering
// EXPECT: correct
func.func @main(%x: tensor<1x2x3x2xf32>, %w: tensor<2x2x2x2xf32>, %b: tensor<4xf32>) -> tensor<1x1x2x4xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.depthwise_conv2d %x, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x3x2xf32>, tensor<2x2x2x2xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x2x4xf32>
  return %0 : tensor<1x1x2x4xf32>
}
