// tosa.conv2d with a bias argument: the MLIR 22 lowering initialises the accumulator with the bias; x*w = -0.0 and bias = -0.0 give -0.0, TOSA ((0 + x*w) + bias) gives +0.0. Miscompile under strict IEEE (candidate upstream issue). (Under --fp-policy=strict only: a zero dot product may have either sign under the default spec policy.)
// TV-ARGS: --fp-policy=strict
// PIPELINE: tosa-lowering
// EXPECT: miscompile
func.func @main(%x: tensor<1x2x2x1xf32>, %w: tensor<1x1x1x1xf32>, %b: tensor<1xf32>) -> tensor<1x2x2x1xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x1xf32>, tensor<1x1x1x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x1xf32>
  return %0 : tensor<1x2x2x1xf32>
}
