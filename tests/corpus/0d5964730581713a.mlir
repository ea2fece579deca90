// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern math-expand.rsqrt
// CORPUS-SEED: 996627
// PIPELINE: expand
// CORPUS-STEP: 11 tosa-to-linalg correct 48b8fd179543de74
// CORPUS-STEP: 15 math-expand-ops deferred c14b38d455865434
func.func @main(%arg0: tensor<3xbf16>) -> tensor<3xbf16> {
  %0 = tosa.rsqrt %arg0 : (tensor<3xbf16>) -> tensor<3xbf16>
  return %0 : tensor<3xbf16>
}
