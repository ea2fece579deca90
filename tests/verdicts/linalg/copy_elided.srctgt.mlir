// linalg.copy ins(a) outs(b) -> a (the copy overwrites every element of b): correct.
// VERDICT: correct
func.func @src(%a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<2xf32> {
  %r = linalg.copy ins(%a : tensor<2xf32>) outs(%b : tensor<2xf32>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}
func.func @tgt(%a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<2xf32> {
  return %a : tensor<2xf32>
}
