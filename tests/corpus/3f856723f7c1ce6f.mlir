// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern tosa.add.fold.zero-lhs
// CORPUS-SEED: 993968
// PIPELINE: full
// CORPUS-CORRECT: 0:c04fce36aa029d39 30:2c1cd1568c5a14c0 33:320868d280f0dce7 34:4c56f534bd912dfe 35:40d610c643b89615
// CORPUS-CORRECT: 39:fdffc4f942b75b5e
module {
  func.func @main(%arg0: tensor<f16>) -> tensor<f16> {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<f16>}> : () -> tensor<f16>
    %1 = tosa.add %0, %arg0 : (tensor<f16>, tensor<f16>) -> tensor<f16>
    return %1 : tensor<f16>
  }
}
