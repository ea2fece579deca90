// tosa.tile whose multiples contradict the declared result shape: MLIR 22's verifier accepts it,
// TOSA 1.0's TILE requires shape1[i] * multiples[i] == shape[i] (ERROR_IF). Invalid input naming the
// op (issue 26: a reduced reproducer had this form).
// VERDICT: invalid-input
// SKIP-IDENTITY
func.func @src(%x: tensor<2x3xf32>) -> tensor<2x6xf32> {
  %m = tosa.const_shape {values = dense<[1, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.tile %x, %m : (tensor<2x3xf32>, !tosa.shape<2>) -> tensor<2x6xf32>
  return %0 : tensor<2x6xf32>
}
func.func @tgt(%x: tensor<2x3xf32>) -> tensor<2x6xf32> {
  %m = tosa.const_shape {values = dense<[1, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.tile %x, %m : (tensor<2x3xf32>, !tosa.shape<2>) -> tensor<2x6xf32>
  return %0 : tensor<2x6xf32>
}
