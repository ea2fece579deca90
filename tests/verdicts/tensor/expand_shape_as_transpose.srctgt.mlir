// tensor.expand_shape 4 -> 2x2 replaced by expand then linalg.transpose (column-major reading): miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
func.func @src(%t: tensor<4xf32>) -> tensor<2x2xf32> {
  %x = tensor.expand_shape %t [[0, 1]] output_shape [2, 2] : tensor<4xf32> into tensor<2x2xf32>
  return %x : tensor<2x2xf32>
}
func.func @tgt(%t: tensor<4xf32>) -> tensor<2x2xf32> {
  %x = tensor.expand_shape %t [[0, 1]] output_shape [2, 2] : tensor<4xf32> into tensor<2x2xf32>
  %e = tensor.empty() : tensor<2x2xf32>
  %y = linalg.transpose ins(%x : tensor<2x2xf32>) outs(%e : tensor<2x2xf32>) permutation = [1, 0]
  return %y : tensor<2x2xf32>
}
