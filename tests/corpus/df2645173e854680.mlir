// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern tosa.transpose.canon.is-reshape
// CORPUS-SEED: 993147
// PIPELINE: affine-loops
// CORPUS-CORRECT: 3:983a99e821ff3dfb 13:d802266c4581dba6 15:eda49d30d7e051d1 17:c5a6736afbc37474 18:c9c506b3e85e7aba
// CORPUS-CORRECT: 19:c371de0e1051be3e 20:2b40bd6972ccec51 24:c07bf2cf722e9c15
func.func @main(%arg0: tensor<2x1xf16>) -> tensor<1x2xf16> {
  %0 = tosa.transpose %arg0 {perms = array<i32: 1, 0>} : (tensor<2x1xf16>) -> tensor<1x2xf16>
  return %0 : tensor<1x2xf16>
}
