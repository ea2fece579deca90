// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern linalg.fill.canon.copy-of-fill
// CORPUS-SEED: 997346
// PIPELINE: linalg-opt
// CORPUS-CORRECT: 3:ce73f4207a314086 18:b6c2fc448cc1b99a 19:1674121db2f06e7a
module {
  func.func @main(%arg0: f32) -> tensor<f32> {
    %0 = tensor.empty() : tensor<f32>
    %1 = linalg.fill ins(%arg0 : f32) outs(%0 : tensor<f32>) -> tensor<f32>
    %2 = tensor.empty() : tensor<f32>
    %3 = linalg.copy ins(%1 : tensor<f32>) outs(%2 : tensor<f32>) -> tensor<f32>
    return %3 : tensor<f32>
  }
}
