// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern math-expand.powf.general
// CORPUS-SEED: 1300080
// PIPELINE: full
// CORPUS-CORRECT: 17:f0ec69a03b90fdb1 22:4e885bf84e9abdda 30:5f257b369a8e1e4f 33:6cf6473ee83a0ded 34:99688b05723c7061
// CORPUS-CORRECT: 35:5f257b369a8e1e4f 40:8948f0e31dd7899b
// CORPUS-STEP: 28 math-expand-ops miscompile ebbf4bb427798e97
module {
  func.func @main(%arg0: tensor<f16>) -> tensor<f16> {
    %0 = tosa.pow %arg0, %arg0 : (tensor<f16>, tensor<f16>) -> tensor<f16>
    return %0 : tensor<f16>
  }
}
