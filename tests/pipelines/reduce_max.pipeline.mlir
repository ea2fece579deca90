// tosa.reduce_max axis 1 of abs(x): the inputs are >= +0.0 or NaN, so the lowering's -fMAX init (TOSA: -Inf) and signed-zero ties cannot show.
// PIPELINE: tosa-lowering
// EXPECT: correct
func.func @main(%a: tensor<2x3xf32>) -> tensor<2x1xf32> {
  %x = tosa.abs %a : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %0 = tosa.reduce_max %x {axis = 1 : i32} : (tensor<2x3xf32>) -> tensor<2x1xf32>
  return %0 : tensor<2x1xf32>
}
