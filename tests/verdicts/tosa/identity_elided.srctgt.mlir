// tosa.identity x -> x (the lowering erases it): correct.
// VERDICT: correct
func.func @src(%a0: tensor<2xf32>) -> tensor<2xf32> {
  %0 = tosa.identity %a0 : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
func.func @tgt(%a0: tensor<2xf32>) -> tensor<2xf32> {
  return %a0 : tensor<2xf32>
}
