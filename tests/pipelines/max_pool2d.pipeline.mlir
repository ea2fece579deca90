// tosa.max_pool2d 2x2, pad [0,1,0,1], on abs(x): padding (-fMAX in the lowering, skipped in TOSA) and the -fMAX init cannot win against values >= +0.0.
// PIPELINE: tosa-lowering
// EXPECT: correct
func.func @main(%a: tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32> {
  %x = tosa.abs %a : (tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32>
  %0 = tosa.max_pool2d %x {kernel = array<i64: 2, 2>, pad = array<i64: 0, 1, 0, 1>, stride = array<i64: 1, 1>} : (tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32>
  return %0 : tensor<1x2x2x1xf32>
}
