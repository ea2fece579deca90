// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern math-expand.powf.general
// CORPUS-KEY: pattern math-expand.roundeven
// CORPUS-SEED: 993747
// PIPELINE: expand
// CORPUS-CORRECT: 11:8938dc67c739d7db 14:5fbf398f9ff9aca2
// CORPUS-STEP: 15 math-expand-ops miscompile 1da12d2d0c1ad16a
module {
  func.func @main(%arg0: tensor<f16>, %arg1: tensor<f16>) -> tensor<i8> {
    %0 = tosa.pow %arg0, %arg1 : (tensor<f16>, tensor<f16>) -> tensor<f16>
    %1 = tosa.cast %0 : (tensor<f16>) -> tensor<i8>
    return %1 : tensor<i8>
  }
}
