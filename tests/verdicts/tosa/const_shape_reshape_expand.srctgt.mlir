// tosa.reshape with a tosa.const_shape [2, 2] on tensor<4xf32> -> tensor.expand_shape (row-major, what tosa-to-tensor emits): correct.
// VERDICT: correct
func.func @src(%a0: tensor<4xf32>) -> tensor<2x2xf32> {
  %s = tosa.const_shape {values = dense<[2, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.reshape %a0, %s : (tensor<4xf32>, !tosa.shape<2>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}
func.func @tgt(%a0: tensor<4xf32>) -> tensor<2x2xf32> {
  %0 = tensor.expand_shape %a0 [[0, 1]] output_shape [2, 2] : tensor<4xf32> into tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}
