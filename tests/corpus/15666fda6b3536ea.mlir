// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern tosa.abs.fold.abs-of-abs
// CORPUS-SEED: 995924
// PIPELINE: linalg-opt
// CORPUS-CORRECT: 2:8552b8b7b448d479 11:a741bcf19a8e19f8 12:bacbd728921ff376 16:1ba67d8d2668d655 19:ea439219f712fa09
module {
  func.func @main() -> tensor<f32> {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = tosa.abs %0 : (tensor<f32>) -> tensor<f32>
    %2 = tosa.abs %1 : (tensor<f32>) -> tensor<f32>
    return %2 : tensor<f32>
  }
}
