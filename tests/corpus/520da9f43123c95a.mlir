// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern tosa.pad.fold.zero-padding
// CORPUS-SEED: 990564
// PIPELINE: affine-loops
// CORPUS-STEP: 2 tosa-optional-decompositions correct ad3eb3edc371a463
// CORPUS-STEP: 15 one-shot-bufferize correct 4c2067a96147694e
// CORPUS-STEP: 18 ownership-based-buffer-deallocation correct 2b2c194c0da0270c
// CORPUS-STEP: 19 canonicalize correct 775a5749adbc429a
// CORPUS-STEP: 20 buffer-deallocation-simplification correct 7fde431e5c393b75
// CORPUS-STEP: 24 convert-bufferization-to-memref correct e161533db0775bfc
module {
  func.func @main(%arg0: tensor<1x1xbf16>) -> tensor<1x1xbf16> {
    %0 = tosa.const_shape  {values = dense<0> : tensor<4xindex>} : () -> !tosa.shape<4>
    %1 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xbf16>}> : () -> tensor<1xbf16>
    %2 = tosa.pad %arg0, %0, %1 : (tensor<1x1xbf16>, !tosa.shape<4>, tensor<1xbf16>) -> tensor<1x1xbf16>
    return %2 : tensor<1x1xbf16>
  }
}
