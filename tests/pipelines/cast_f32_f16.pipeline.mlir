// tosa.cast f32 -> f16.
// PIPELINE: tosa-lowering
// EXPECT: correct
func.func @main(%a: tensor<4xf32>) -> tensor<4xf16> {
  %0 = tosa.cast %a : (tensor<4xf32>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}
