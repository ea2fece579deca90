// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern tosa.sub.fold.zero-rhs
// CORPUS-SEED: 1503993
// PIPELINE: affine-loops
// CORPUS-CORRECT: 2:7c1f298182885acf 12:d5ebdd403a84784b 15:1b52ee567d749125 18:46baaebc8c347c92 19:b4fe5aed1ff441a8
// CORPUS-CORRECT: 20:8011dcd9a77f8278 24:b2e7a5274c3be43b
module {
  func.func @main() -> tensor<f32> {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = tosa.sub %0, %0 : (tensor<f32>, tensor<f32>) -> tensor<f32>
    return %1 : tensor<f32>
  }
}
