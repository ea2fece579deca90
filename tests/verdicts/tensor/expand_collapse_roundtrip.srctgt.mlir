// tensor.collapse_shape (tensor.expand_shape t [[0, 1]] to 2x2) [[0, 1]] -> t: correct.
// VERDICT: correct
func.func @src(%t: tensor<4xf32>) -> tensor<4xf32> {
  %x = tensor.expand_shape %t [[0, 1]] output_shape [2, 2] : tensor<4xf32> into tensor<2x2xf32>
  %c = tensor.collapse_shape %x [[0, 1]] : tensor<2x2xf32> into tensor<4xf32>
  return %c : tensor<4xf32>
}
func.func @tgt(%t: tensor<4xf32>) -> tensor<4xf32> {
  return %t : tensor<4xf32>
}
