// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern tosa.add.fold.zero-lhs
// CORPUS-SEED: 993968
// PIPELINE: full
// CORPUS-STEP: 0 canonicalize correct c04fce36aa029d39
// CORPUS-STEP: 30 one-shot-bufferize correct 2c1cd1568c5a14c0
// CORPUS-STEP: 33 ownership-based-buffer-deallocation correct 320868d280f0dce7
// CORPUS-STEP: 34 canonicalize correct 4c56f534bd912dfe
// CORPUS-STEP: 35 buffer-deallocation-simplification correct 40d610c643b89615
// CORPUS-STEP: 39 convert-bufferization-to-memref correct fdffc4f942b75b5e
module {
  func.func @main(%arg0: tensor<f16>) -> tensor<f16> {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<f16>}> : () -> tensor<f16>
    %1 = tosa.add %0, %arg0 : (tensor<f16>, tensor<f16>) -> tensor<f16>
    return %1 : tensor<f16>
  }
}
