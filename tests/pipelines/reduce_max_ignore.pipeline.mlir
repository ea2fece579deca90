// tosa.reduce_max nan_mode = IGNORE axis 1 of abs(x) (all-NaN rows give NaN in both).
// PIPELINE: tosa-lowering
// EXPECT: correct
func.func @main(%a: tensor<2x3xf32>) -> tensor<2x1xf32> {
  %x = tosa.abs %a : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %0 = tosa.reduce_max %x {axis = 1 : i32, nan_mode = IGNORE} : (tensor<2x3xf32>) -> tensor<2x1xf32>
  return %0 : tensor<2x1xf32>
}
