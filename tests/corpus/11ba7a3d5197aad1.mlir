// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern math-expand.tanh
// CORPUS-SEED: 995322
// PIPELINE: expand
// CORPUS-STEP: 2 tosa-optional-decompositions correct a17c9e597c045c26
// CORPUS-STEP: 11 tosa-to-linalg deferred 5f377ca47a85bb7e
// CORPUS-STEP: 12 tosa-to-arith correct c902bf2286db5331
// CORPUS-STEP: 14 arith-expand deferred b42808d8dfc43866
// CORPUS-STEP: 15 math-expand-ops miscompile edb7a9e52001d25f
func.func @main(%arg0: tensor<5x3x1xbf16>) -> tensor<5x3x1xf32> {
  %0 = tosa.tanh %arg0 : (tensor<5x3x1xbf16>) -> tensor<5x3x1xbf16>
  %1 = tosa.cast %0 : (tensor<5x3x1xbf16>) -> tensor<5x3x1xf32>
  %2 = "tosa.const"() <{values = dense<1.0> : tensor<5x3x1xf32>}> : () -> tensor<5x3x1xf32>
  %3 = tosa.minimum %1, %2 : (tensor<5x3x1xf32>, tensor<5x3x1xf32>) -> tensor<5x3x1xf32>
  return %3 : tensor<5x3x1xf32>
}
