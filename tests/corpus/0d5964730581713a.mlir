// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern math-expand.rsqrt
// CORPUS-SEED: 996627
// PIPELINE: expand
// CORPUS-CORRECT: 11:48b8fd179543de74
// CORPUS-STEP: 15 math-expand-ops deferred c14b38d455865434
func.func @main(%arg0: tensor<3xbf16>) -> tensor<3xbf16> {
  %0 = tosa.rsqrt %arg0 : (tensor<3xbf16>) -> tensor<3xbf16>
  return %0 : tensor<3xbf16>
}
