// tosa.cast i32 -> f32.
// PIPELINE: tosa-lowering
// EXPECT: correct
func.func @main(%a: tensor<4xi32>) -> tensor<4xf32> {
  %0 = tosa.cast %a : (tensor<4xi32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
