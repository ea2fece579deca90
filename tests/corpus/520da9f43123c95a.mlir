// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern tosa.pad.fold.zero-padding
// CORPUS-SEED: 990564
// PIPELINE: affine-loops
// CORPUS-CORRECT: 2:ad3eb3edc371a463 15:4c2067a96147694e 18:2b2c194c0da0270c 19:775a5749adbc429a 20:7fde431e5c393b75
// CORPUS-CORRECT: 24:e161533db0775bfc
module {
  func.func @main(%arg0: tensor<1x1xbf16>) -> tensor<1x1xbf16> {
    %0 = tosa.const_shape  {values = dense<0> : tensor<4xindex>} : () -> !tosa.shape<4>
    %1 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xbf16>}> : () -> tensor<1xbf16>
    %2 = tosa.pad %arg0, %0, %1 : (tensor<1x1xbf16>, !tosa.shape<4>, tensor<1xbf16>) -> tensor<1x1xbf16>
    return %2 : tensor<1x1xbf16>
  }
}
