// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern tosa.abs.fold.abs-of-abs
// CORPUS-SEED: 1303421
// PIPELINE: tosa-opt
// CORPUS-CORRECT: 0:595234ffa79462e1
module {
  func.func @main(%arg0: tensor<f32>) -> tensor<f32> {
    %0 = tosa.abs %arg0 : (tensor<f32>) -> tensor<f32>
    %1 = tosa.abs %0 : (tensor<f32>) -> tensor<f32>
    return %1 : tensor<f32>
  }
}
