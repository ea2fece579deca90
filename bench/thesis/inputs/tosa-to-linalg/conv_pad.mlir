// ROW: tosa-to-linalg
// PASSES: --pass-pipeline=builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg))
// NOTE: tosa.conv2d with pad 1 on every side, stride 1: 1x8x8x4 * 8x3x3x4 -> 1x8x8x8 (tensor.pad + conv).

func.func @f(%x: tensor<1x8x8x4xf32>, %w: tensor<8x3x3x4xf32>, %b: tensor<8xf32>) -> tensor<1x8x8x8xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xf32>, tensor<8x3x3x4xf32>, tensor<8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x8xf32>
  return %0 : tensor<1x8x8x8xf32>
}
