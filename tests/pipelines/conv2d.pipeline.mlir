// tosa.conv2d 1x2x2x1 input, 1x1 kernel, constant bias 0.5: the lowering starts from the bias, TOSA adds it last to (0 + x*w); equal because the bias is non-zero. Needs IEEE reasoning (0 + p = p for p != -0.0), hence exact domain.
// PIPELINE: tosa-lowering
// EXPECT: correct
// DOMAINS: exact
func.func @main(%x: tensor<1x2x2x1xf32>, %w: tensor<1x1x1x1xf32>) -> tensor<1x2x2x1xf32> {
  %b = "tosa.const"() <{values = dense<0.5> : tensor<1xf32>}> : () -> tensor<1xf32>
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x1xf32>, tensor<1x1x1x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x1xf32>
  return %0 : tensor<1x2x2x1xf32>
}
