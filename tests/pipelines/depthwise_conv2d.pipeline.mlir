// tosa.depthwise_conv2d 2x2 kernel, C=1, M=1 on 1x2x2x1 (fill +0.0, depthwise conv accumulating in (ky, kx) order, bias added last: the TOSA order).
// PIPELINE: tosa-lowering
// EXPECT: correct
func.func @main(%x: tensor<1x2x2x1xf32>, %w: tensor<2x2x1x1xf32>, %b: tensor<1xf32>) -> tensor<1x1x1x1xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.depthwise_conv2d %x, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x1xf32>, tensor<2x2x1x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x1x1xf32>
  return %0 : tensor<1x1x1x1xf32>
}
