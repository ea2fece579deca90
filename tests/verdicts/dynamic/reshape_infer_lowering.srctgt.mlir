// tosa-to-linalg of tosa.reshape tensor<?x4xf32> to tensor<?x2xf32> (new shape -1, 2): collapse to tensor<?xf32>, tensor.dim / 2, expand_shape with that output size: correct.
// VERDICT: correct
func.func @src(%a: tensor<?x4xf32>) -> tensor<?x2xf32> {
  %s = tosa.const_shape {values = dense<[-1, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.reshape %a, %s : (tensor<?x4xf32>, !tosa.shape<2>) -> tensor<?x2xf32>
  return %0 : tensor<?x2xf32>
}
func.func @tgt(%arg0: tensor<?x4xf32>) -> tensor<?x2xf32> {
  %0 = tosa.const_shape  {values = dense<[-1, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %collapsed = tensor.collapse_shape %arg0 [[0, 1]] : tensor<?x4xf32> into tensor<?xf32>
  %c0 = arith.constant 0 : index
  %dim = tensor.dim %collapsed, %c0 : tensor<?xf32>
  %c2 = arith.constant 2 : index
  %1 = arith.divsi %dim, %c2 : index
  %expanded = tensor.expand_shape %collapsed [[0, 1]] output_shape [%1, 2] : tensor<?xf32> into tensor<?x2xf32>
  return %expanded : tensor<?x2xf32>
}
