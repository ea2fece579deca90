// tosa.reverse to a result of another shape with the same element count: MLIR 22's verifier accepts
// it, TOSA 1.0's REVERSE requires the output shape to equal the input's (ERROR_IF). Invalid input
// naming the op: the reducer once produced such a reproducer from a valid program (issue 26).
// VERDICT: invalid-input
// SKIP-IDENTITY
func.func @src(%x: tensor<2x3xf32>) -> tensor<3x2xf32> {
  %0 = tosa.reverse %x {axis = 0 : i32} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}
func.func @tgt(%x: tensor<2x3xf32>) -> tensor<3x2xf32> {
  %0 = tosa.reverse %x {axis = 0 : i32} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}
