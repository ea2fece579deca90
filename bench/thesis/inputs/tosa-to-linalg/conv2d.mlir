// ROW: tosa-to-linalg
// PASSES: --pass-pipeline=builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg))
// NOTE: tosa.conv2d 1x8x8x4 * (8 filters 3x3x4) + bias -> 1x6x6x8 (tosa-to-linalg-named: linalg.conv_2d_nhwc_fhwc + bias generic).
// BUG: bias_reversed | -> \(d3\)> | -> (-d3 + 7)>
func.func @f(%x: tensor<1x8x8x4xf32>, %w: tensor<8x3x3x4xf32>, %b: tensor<8xf32>) -> tensor<1x6x6x8xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xf32>, tensor<8x3x3x4xf32>, tensor<8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x6x8xf32>
  return %0 : tensor<1x6x6x8xf32>
}
