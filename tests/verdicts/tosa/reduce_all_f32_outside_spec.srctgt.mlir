// tosa.reduce_all on f32: MLIR 22's verifier accepts it, TOSA 1.0 types REDUCE_ALL on bool only. Invalid input
// naming the op (it used to be encoded with a bit-vector and reported as a miscompile or a Z3 sort error: issue 28).
// VERDICT: invalid-input
// SKIP-IDENTITY
func.func @src(%x: tensor<2x3xf32>) -> tensor<1x3xf32> {
  %0 = tosa.reduce_all %x {axis = 0 : i32} : (tensor<2x3xf32>) -> tensor<1x3xf32>
  return %0 : tensor<1x3xf32>
}
func.func @tgt(%x: tensor<2x3xf32>) -> tensor<1x3xf32> {
  %0 = tosa.reduce_all %x {axis = 0 : i32} : (tensor<2x3xf32>) -> tensor<1x3xf32>
  return %0 : tensor<1x3xf32>
}
