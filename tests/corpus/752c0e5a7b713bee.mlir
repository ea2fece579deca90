// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern math.sin.fold.const
// CORPUS-SEED: 997094
// PIPELINE: linalg-opt
// CORPUS-CORRECT: 11:d4a6ae7a153286ce 12:67fff664febff740 16:1ba67d8d2668d655 19:ea439219f712fa09
module {
  func.func @main() -> tensor<f32> {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = tosa.sin %0 : (tensor<f32>) -> tensor<f32>
    return %1 : tensor<f32>
  }
}
