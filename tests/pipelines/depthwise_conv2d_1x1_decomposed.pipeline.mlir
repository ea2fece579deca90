// tosa.depthwise_conv2d with a 1x1 kernel: tosa-optional-decompositions rewrites it to reshape + tosa.mul + reshape + tosa.add(bias), computing x*w + b instead of TOSA (0 + x*w) + b; x*w = -0.0 and b = -0.0 give -0.0 instead of +0.0: miscompile under strict IEEE (blame: tosa-optional-decompositions). (Under --fp-policy=strict only: a zero dot product may have either sign under the default spec policy.)
// TV-ARGS: --fp-policy=strict
// PIPELINE: tosa-lowering
// EXPECT: miscompile
func.func @main(%x: tensor<1x1x1x2xf32>, %w: tensor<1x1x2x1xf32>, %b: tensor<2xf32>) -> tensor<1x1x1x2xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.depthwise_conv2d %x, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x1x2xf32>, tensor<1x1x2x1xf32>, tensor<2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x1x2xf32>
  return %0 : tensor<1x1x1x2xf32>
}
