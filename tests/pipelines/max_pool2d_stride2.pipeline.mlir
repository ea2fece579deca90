// tosa.max_pool2d 2x2 stride 2 on abs(x) (1x4x4x1 -> 1x2x2x1): pooling_nhwc_max strides 2 from -fMAX; with inputs >= +0.0 or NaN neither the -fMAX start (TOSA: -Inf) nor a signed-zero tie can show.
// PIPELINE: tosa-lowering
// EXPECT: correct
func.func @main(%a: tensor<1x4x4x1xf32>) -> tensor<1x2x2x1xf32> {
  %x = tosa.abs %a : (tensor<1x4x4x1xf32>) -> tensor<1x4x4x1xf32>
  %0 = tosa.max_pool2d %x {kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x4x4x1xf32>) -> tensor<1x2x2x1xf32>
  return %0 : tensor<1x2x2x1xf32>
}
