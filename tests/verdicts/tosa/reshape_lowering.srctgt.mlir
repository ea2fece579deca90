// tosa.reshape 2x2 -> 4 -> tensor.collapse_shape [[0, 1]] (row-major flattening): correct.
// VERDICT: correct
func.func @src(%a0: tensor<2x2xf32>) -> tensor<4xf32> {
  %s = tosa.const_shape {values = dense<[4]> : tensor<1xindex>} : () -> !tosa.shape<1>
  %0 = tosa.reshape %a0, %s : (tensor<2x2xf32>, !tosa.shape<1>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @tgt(%a0: tensor<2x2xf32>) -> tensor<4xf32> {
  %0 = tensor.collapse_shape %a0 [[0, 1]] : tensor<2x2xf32> into tensor<4xf32>
  return %0 : tensor<4xf32>
}
