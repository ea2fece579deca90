// tosa.reduce_sum axis 1 of 2x3 f32 (fill +0.0, addf in index order, as TOSA).
// PIPELINE: tosa-lowering
// EXPECT: correct
func.func @main(%a: tensor<2x3xf32>) -> tensor<2x1xf32> {
  %x = tosa.identity %a : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %0 = tosa.reduce_sum %x {axis = 1 : i32} : (tensor<2x3xf32>) -> tensor<2x1xf32>
  return %0 : tensor<2x1xf32>
}
