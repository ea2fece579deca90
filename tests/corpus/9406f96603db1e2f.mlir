// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern tosa.add.fold.zero-lhs
// CORPUS-SEED: 993968
// PIPELINE: full
// CORPUS-STEP: 0 canonicalize correct be985d7a4276ec10
// CORPUS-STEP: 17 tosa-to-linalg correct 524652eec11eac7f
// CORPUS-STEP: 22 linalg-fuse-elementwise-ops correct 96601d27ff65a0ee
// CORPUS-STEP: 23 linalg-fold-unit-extent-dims correct 4e60229b1a1389a3
// CORPUS-STEP: 30 one-shot-bufferize correct b4c3b8f870307d5a
// CORPUS-STEP: 33 ownership-based-buffer-deallocation correct 1fe683cac1f66f5d
// CORPUS-STEP: 34 canonicalize correct 9314b28b0b88128e
// CORPUS-STEP: 35 buffer-deallocation-simplification correct b4c3b8f870307d5a
// CORPUS-STEP: 40 convert-linalg-to-loops correct fb83d10125b50bef
func.func @main(%arg0: tensor<1x1x3x1xf16>) -> tensor<1x1x3x1xf16> {
  %0 = "tosa.const"() <{values = dense<0.0> : tensor<1x1x3x1xf16>}> : () -> tensor<1x1x3x1xf16>
  %1 = tosa.add %0, %arg0 : (tensor<1x1x3x1xf16>, tensor<1x1x3x1xf16>) -> tensor<1x1x3x1xf16>
  %2 = tosa.sub %1, %arg0 : (tensor<1x1x3x1xf16>, tensor<1x1x3x1xf16>) -> tensor<1x1x3x1xf16>
  return %2 : tensor<1x1x3x1xf16>
}
