// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern tosa.equal.fold.const
// CORPUS-KEY: pattern tosa.equal.fold.same-int-operand
// CORPUS-KEY: pattern tosa.sub.fold.const
// CORPUS-SEED: 1500070
// PIPELINE: vectorize
// CORPUS-CORRECT: 2:3471a64fc95fe0a3 12:9e59223d5b67ff78 15:4fdaabc487baa0ad 18:417e679966f470c7 19:487153e11df9f42a
// CORPUS-CORRECT: 20:868dc924126d70f4 24:5fae8ce4ce9d44cc
module {
  func.func @main() -> tensor<i1> {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<f16>}> : () -> tensor<f16>
    %1 = tosa.sub %0, %0 : (tensor<f16>, tensor<f16>) -> tensor<f16>
    %2 = tosa.equal %0, %1 : (tensor<f16>, tensor<f16>) -> tensor<i1>
    return %2 : tensor<i1>
  }
}
