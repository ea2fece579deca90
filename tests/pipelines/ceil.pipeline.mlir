// tosa.ceil on tensor<4xf32>.
// PIPELINE: tosa-lowering
// EXPECT: correct
func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tosa.ceil %a : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
