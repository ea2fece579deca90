// tensor.collapse_shape 2x2 -> 4 replaced by collapse_shape of the transposed tensor (column-major flattening): elements 1 and 2 swap: miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
func.func @src(%t: tensor<2x2xf32>) -> tensor<4xf32> {
  %c = tensor.collapse_shape %t [[0, 1]] : tensor<2x2xf32> into tensor<4xf32>
  return %c : tensor<4xf32>
}
func.func @tgt(%t: tensor<2x2xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<2x2xf32>
  %x = linalg.transpose ins(%t : tensor<2x2xf32>) outs(%e : tensor<2x2xf32>) permutation = [1, 0]
  %c = tensor.collapse_shape %x [[0, 1]] : tensor<2x2xf32> into tensor<4xf32>
  return %c : tensor<4xf32>
}
