// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern math-expand.ceil
// CORPUS-SEED: 992019
// PIPELINE: expand
// CORPUS-CORRECT: 11:adc447c11ed10fd3
// CORPUS-STEP: 15 math-expand-ops miscompile 02d19fabf8ce7737
func.func @main(%arg0: tensor<1xbf16>) -> tensor<1xbf16> {
  %0 = tosa.ceil %arg0 : (tensor<1xbf16>) -> tensor<1xbf16>
  return %0 : tensor<1xbf16>
}
