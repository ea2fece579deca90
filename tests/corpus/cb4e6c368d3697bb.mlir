// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern arith-expand.bf16-extf
// CORPUS-SEED: 994184
// PIPELINE: full
// CORPUS-STEP: 0 canonicalize correct 384ca1eecafa9b20
// CORPUS-STEP: 12 tosa-to-linalg-named correct f583f4011c580e78
// CORPUS-STEP: 13 canonicalize correct 18a9bc86d8ff57e0
// CORPUS-STEP: 17 tosa-to-linalg correct 206a1cbba29b1ac6
// CORPUS-STEP: 18 tosa-to-arith correct 135c6fdc8f13fbc1
// CORPUS-STEP: 23 linalg-fold-unit-extent-dims correct 95cd7a25793f3893
// CORPUS-STEP: 24 linalg-generalize-named-ops correct 0847ffade17b0400
// CORPUS-STEP: 25 linalg-specialize-generic-ops correct 55063d3fd7e8b7cf
// CORPUS-STEP: 27 arith-expand correct 11aa257da0d8325a
// CORPUS-STEP: 30 one-shot-bufferize correct 956f19971eb62789
// CORPUS-STEP: 32 canonicalize correct 75178c9a417edb62
// CORPUS-STEP: 33 ownership-based-buffer-deallocation correct 601dbf652667825c
// CORPUS-STEP: 34 canonicalize correct ecabdb5d3b962d2a
// CORPUS-STEP: 35 buffer-deallocation-simplification correct 56287b8db4f9d2b3
// CORPUS-STEP: 36 bufferization-lower-deallocations correct 1954af1727b9d503
// CORPUS-STEP: 38 canonicalize correct 7082f26f4a26aa59
// CORPUS-STEP: 40 convert-linalg-to-loops correct 248ab3987e38d0ca
// CORPUS-STEP: 41 canonicalize correct fa2eb297421d4bd1
module {
  func.func @main() -> (tensor<4x1x1xf32>, tensor<1x1x2x1xf32>) {
    %0 = "tosa.const"() <{values = dense<[[[0.000000e+00]], [[0.000000e+00]], [[0.000000e+00]], [[1.000000e+00]]]> : tensor<4x1x1xbf16>}> : () -> tensor<4x1x1xbf16>
    %1 = tosa.cast %0 : (tensor<4x1x1xbf16>) -> tensor<4x1x1xf32>
    %2 = "tosa.const"() <{values = dense<1.000000e+00> : tensor<1x1x2x1xf32>}> : () -> tensor<1x1x2x1xf32>
    %3 = tosa.max_pool2d %2 {kernel = array<i64: 3, 1>, pad = array<i64: 0, 2, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x2x1xf32>) -> tensor<1x1x2x1xf32>
    return %1, %3 : tensor<4x1x1xf32>, tensor<1x1x2x1xf32>
  }
}
