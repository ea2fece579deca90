// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern math.sin.fold.const
// CORPUS-SEED: 997094
// PIPELINE: linalg-opt
// CORPUS-STEP: 11 tosa-to-linalg correct d4a6ae7a153286ce
// CORPUS-STEP: 12 tosa-to-arith correct 67fff664febff740
// CORPUS-STEP: 16 linalg-fuse-elementwise-ops correct 1ba67d8d2668d655
// CORPUS-STEP: 19 linalg-specialize-generic-ops correct ea439219f712fa09
module {
  func.func @main() -> tensor<f32> {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = tosa.sin %0 : (tensor<f32>) -> tensor<f32>
    return %1 : tensor<f32>
  }
}
