// tensor.from_elements (t[0], t[1]) -> t: correct.
// VERDICT: correct
func.func @src(%t: tensor<2xf32>) -> tensor<2xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = tensor.extract %t[%c0] : tensor<2xf32>
  %b = tensor.extract %t[%c1] : tensor<2xf32>
  %r = tensor.from_elements %a, %b : tensor<2xf32>
  return %r : tensor<2xf32>
}
func.func @tgt(%t: tensor<2xf32>) -> tensor<2xf32> {
  return %t : tensor<2xf32>
}
