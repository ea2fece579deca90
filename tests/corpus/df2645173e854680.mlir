// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern tosa.transpose.canon.is-reshape
// CORPUS-SEED: 993147
// PIPELINE: affine-loops
// CORPUS-STEP: 3 canonicalize correct 983a99e821ff3dfb
// CORPUS-STEP: 13 tosa-to-tensor correct d802266c4581dba6
// CORPUS-STEP: 15 one-shot-bufferize correct eda49d30d7e051d1
// CORPUS-STEP: 17 canonicalize correct c5a6736afbc37474
// CORPUS-STEP: 18 ownership-based-buffer-deallocation correct c9c506b3e85e7aba
// CORPUS-STEP: 19 canonicalize correct c371de0e1051be3e
// CORPUS-STEP: 20 buffer-deallocation-simplification correct 2b40bd6972ccec51
// CORPUS-STEP: 24 convert-bufferization-to-memref correct c07bf2cf722e9c15
func.func @main(%arg0: tensor<2x1xf16>) -> tensor<1x2xf16> {
  %0 = tosa.transpose %arg0 {perms = array<i32: 1, 0>} : (tensor<2x1xf16>) -> tensor<1x2xf16>
  return %0 : tensor<1x2xf16>
}
