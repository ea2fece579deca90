// insert_slice (extract_slice t [1][2]) back into t at [1][2] -> t: correct.
// VERDICT: correct
func.func @src(%t: tensor<4xf32>) -> tensor<4xf32> {
  %s = tensor.extract_slice %t[1] [2] [1] : tensor<4xf32> to tensor<2xf32>
  %r = tensor.insert_slice %s into %t[1] [2] [1] : tensor<2xf32> into tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @tgt(%t: tensor<4xf32>) -> tensor<4xf32> {
  return %t : tensor<4xf32>
}
