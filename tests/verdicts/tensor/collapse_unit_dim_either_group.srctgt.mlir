// collapse_shape 2x1x2 with [[0, 1], [2]] -> collapse_shape with [[0], [1, 2]]: the unit dimension can join either group, same row-major order: correct.
// VERDICT: correct
func.func @src(%t: tensor<2x1x2xf32>) -> tensor<2x2xf32> {
  %c = tensor.collapse_shape %t [[0, 1], [2]] : tensor<2x1x2xf32> into tensor<2x2xf32>
  return %c : tensor<2x2xf32>
}
func.func @tgt(%t: tensor<2x1x2xf32>) -> tensor<2x2xf32> {
  %c = tensor.collapse_shape %t [[0], [1, 2]] : tensor<2x1x2xf32> into tensor<2x2xf32>
  return %c : tensor<2x2xf32>
}
