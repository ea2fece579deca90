// tosa.reshape 2x2 -> 4 lowered as transpose then collapse (column-major flattening): elements 1 and 2 swap: miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
func.func @src(%a0: tensor<2x2xf32>) -> tensor<4xf32> {
  %s = tosa.const_shape {values = dense<[4]> : tensor<1xindex>} : () -> !tosa.shape<1>
  %0 = tosa.reshape %a0, %s : (tensor<2x2xf32>, !tosa.shape<1>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @tgt(%a0: tensor<2x2xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<2x2xf32>
  %t = linalg.transpose ins(%a0 : tensor<2x2xf32>) outs(%e : tensor<2x2xf32>) permutation = [1, 0]
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<2x2xf32> into tensor<4xf32>
  return %0 : tensor<4xf32>
}
