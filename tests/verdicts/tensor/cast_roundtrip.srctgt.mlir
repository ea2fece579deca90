// tensor.cast to tensor<?xf32> and back to tensor<2xf32> -> the input: correct.
// VERDICT: correct
func.func @src(%t: tensor<2xf32>) -> tensor<2xf32> {
  %d = tensor.cast %t : tensor<2xf32> to tensor<?xf32>
  %s = tensor.cast %d : tensor<?xf32> to tensor<2xf32>
  return %s : tensor<2xf32>
}
func.func @tgt(%t: tensor<2xf32>) -> tensor<2xf32> {
  return %t : tensor<2xf32>
}
