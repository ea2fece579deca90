// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern arith-expand.bf16-extf
// CORPUS-SEED: 994184
// PIPELINE: full
// CORPUS-CORRECT: 0:384ca1eecafa9b20 12:f583f4011c580e78 13:18a9bc86d8ff57e0 17:206a1cbba29b1ac6 18:135c6fdc8f13fbc1
// CORPUS-CORRECT: 23:95cd7a25793f3893 24:0847ffade17b0400 25:55063d3fd7e8b7cf 27:11aa257da0d8325a 30:956f19971eb62789
// CORPUS-CORRECT: 32:75178c9a417edb62 33:601dbf652667825c 34:ecabdb5d3b962d2a 35:56287b8db4f9d2b3 36:1954af1727b9d503
// CORPUS-CORRECT: 38:7082f26f4a26aa59 40:248ab3987e38d0ca 41:fa2eb297421d4bd1
module {
  func.func @main() -> (tensor<4x1x1xf32>, tensor<1x1x2x1xf32>) {
    %0 = "tosa.const"() <{values = dense<[[[0.000000e+00]], [[0.000000e+00]], [[0.000000e+00]], [[1.000000e+00]]]> : tensor<4x1x1xbf16>}> : () -> tensor<4x1x1xbf16>
    %1 = tosa.cast %0 : (tensor<4x1x1xbf16>) -> tensor<4x1x1xf32>
    %2 = "tosa.const"() <{values = dense<1.000000e+00> : tensor<1x1x2x1xf32>}> : () -> tensor<1x1x2x1xf32>
    %3 = tosa.max_pool2d %2 {kernel = array<i64: 3, 1>, pad = array<i64: 0, 2, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x2x1xf32>) -> tensor<1x1x2x1xf32>
    return %1, %3 : tensor<4x1x1xf32>, tensor<1x1x2x1xf32>
  }
}
