// tosa.conv2d 1x3x3x1 input, 2x2 kernel, pad [1,0,1,0], stride 2, constant bias +0.0: the lowering pads with +0.0 (padded taps are 0 * w, the modelled tosa_extra_multiplies reading), starts from the broadcast bias (+0.0) and accumulates in TOSA's (ky, kx, ic) order; TOSA's final + 0.0 is the identity because the accumulator is never -0.0.
// PIPELINE: tosa-lowering
// EXPECT: correct
func.func @main(%x: tensor<1x3x3x1xf32>, %w: tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32> {
  %b = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 0, 1, 0>, stride = array<i64: 2, 2>} : (tensor<1x3x3x1xf32>, tensor<1x2x2x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x1xf32>
  return %0 : tensor<1x2x2x1xf32>
}
