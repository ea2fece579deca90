// tosa.identity followed by tosa.abs: identity disappears in the lowering.
// PIPELINE: tosa-lowering
// EXPECT: correct
func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tosa.identity %a : (tensor<4xf32>) -> tensor<4xf32>
  %1 = tosa.abs %0 : (tensor<4xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}
