// tosa.add with broadcasting (2x2 + 1x2), f32.
// PIPELINE: tosa-lowering
// EXPECT: correct
func.func @main(%a: tensor<2x2xf32>, %b: tensor<1x2xf32>) -> tensor<2x2xf32> {
  %0 = tosa.add %a, %b : (tensor<2x2xf32>, tensor<1x2xf32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}
