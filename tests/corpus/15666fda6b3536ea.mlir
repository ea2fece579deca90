// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern tosa.abs.fold.abs-of-abs
// CORPUS-SEED: 995924
// PIPELINE: linalg-opt
// CORPUS-STEP: 2 tosa-optional-decompositions correct 8552b8b7b448d479
// CORPUS-STEP: 11 tosa-to-linalg correct a741bcf19a8e19f8
// CORPUS-STEP: 12 tosa-to-arith correct bacbd728921ff376
// CORPUS-STEP: 16 linalg-fuse-elementwise-ops correct 1ba67d8d2668d655
// CORPUS-STEP: 19 linalg-specialize-generic-ops correct ea439219f712fa09
module {
  func.func @main() -> tensor<f32> {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = tosa.abs %0 : (tensor<f32>) -> tensor<f32>
    %2 = tosa.abs %1 : (tensor<f32>) -> tensor<f32>
    return %2 : tensor<f32>
  }
}
