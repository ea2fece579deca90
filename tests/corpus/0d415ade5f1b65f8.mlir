// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern math-expand.ceil
// CORPUS-SEED: 1701916
// PIPELINE: full
// CORPUS-CORRECT: 17:ae12024fdf2920d1 23:9554099992ef9a1d 30:cb9546554a648f8f 33:8d2cae2f4c4c7762 34:648f29e20ae98b1c
// CORPUS-CORRECT: 35:cb9546554a648f8f 40:052f4806879f2eab
// CORPUS-STEP: 28 math-expand-ops miscompile ed616a4ea775a9ff
func.func @main(%arg0: tensor<1xf16>) -> tensor<1xf16> {
  %0 = tosa.ceil %arg0 : (tensor<1xf16>) -> tensor<1xf16>
  return %0 : tensor<1xf16>
}
