// tensor.dim 0 of (tensor.cast tensor<3xf32> to tensor<?xf32>) -> 3: correct.
// VERDICT: correct
func.func @src(%t: tensor<3xf32>) -> index {
  %c0 = arith.constant 0 : index
  %d0 = tensor.cast %t : tensor<3xf32> to tensor<?xf32>
  %d = tensor.dim %d0, %c0 : tensor<?xf32>
  return %d : index
}
func.func @tgt(%t: tensor<3xf32>) -> index {
  %d = arith.constant 3 : index
  return %d : index
}
