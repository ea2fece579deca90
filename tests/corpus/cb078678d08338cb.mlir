// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern math.log.fold.const
// CORPUS-SEED: 1300368
// PIPELINE: full
// CORPUS-CORRECT: 17:e6b52cdb4001515f 18:13c0227c0478df2d 22:1ba67d8d2668d655 25:ea439219f712fa09 30:084a265c9dc6ec45
// CORPUS-CORRECT: 33:db49732632101c62 34:2a53df599ddb5911 35:084a265c9dc6ec45 40:34cd068ea01de8a4
module {
  func.func @main() -> tensor<f32> {
    %0 = "tosa.const"() <{values = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = tosa.log %0 : (tensor<f32>) -> tensor<f32>
    return %1 : tensor<f32>
  }
}
