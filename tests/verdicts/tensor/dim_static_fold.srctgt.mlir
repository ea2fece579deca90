// tensor.dim 0 of tensor<3x2xf32> -> 3: correct.
// VERDICT: correct
func.func @src(%t: tensor<3x2xf32>) -> index {
  %c0 = arith.constant 0 : index
  %d = tensor.dim %t, %c0 : tensor<3x2xf32>
  return %d : index
}
func.func @tgt(%t: tensor<3x2xf32>) -> index {
  %d = arith.constant 3 : index
  return %d : index
}
