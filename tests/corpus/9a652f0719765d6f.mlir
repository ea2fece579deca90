// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern arith-expand.bf16-extf
// CORPUS-SEED: 994184
// PIPELINE: full
// CORPUS-STEP: 0 canonicalize correct 698b312e2804a78a
// CORPUS-STEP: 12 tosa-to-linalg-named correct cce0b03bcfca838c
// CORPUS-STEP: 13 canonicalize correct 9d82a917b944a490
// CORPUS-STEP: 17 tosa-to-linalg correct bc061dbc3a05279d
// CORPUS-STEP: 18 tosa-to-arith correct 50c76927f7ca6ea7
// CORPUS-STEP: 20 canonicalize correct 918a69f5f1f17283
// CORPUS-STEP: 21 cse correct c2c4dd1ea6e6a0be
// CORPUS-STEP: 22 linalg-fuse-elementwise-ops correct 2d1ce02959c8857d
// CORPUS-STEP: 23 linalg-fold-unit-extent-dims correct 0f0edbfb31fedfad
// CORPUS-STEP: 24 linalg-generalize-named-ops correct 2d0bda0b8716be60
// CORPUS-STEP: 25 linalg-specialize-generic-ops correct c5aaccb3e99d8d4f
// CORPUS-STEP: 27 arith-expand correct 7e42a97957750451
// CORPUS-STEP: 30 one-shot-bufferize correct 8da33e0b5f90d9ce
// CORPUS-STEP: 32 canonicalize correct 04399d15883b2118
// CORPUS-STEP: 33 ownership-based-buffer-deallocation correct a0ce8437acdb9c00
// CORPUS-STEP: 34 canonicalize correct 7ec3d551fbb37d89
// CORPUS-STEP: 35 buffer-deallocation-simplification correct 2f898e277dcde40c
// CORPUS-STEP: 36 bufferization-lower-deallocations correct 28224f84024430ce
// CORPUS-STEP: 38 canonicalize correct dae75b2adb469d04
// CORPUS-STEP: 40 convert-linalg-to-loops correct 77525c88d41f18e4
// CORPUS-STEP: 41 canonicalize correct c5dbebcb8f24857f
func.func @main() -> (tensor<4x1x1xf32>, tensor<1x1x4x2xf32>) {
  %0 = "tosa.const"() <{values = dense<[[[-16.0]], [[0x7F80]], [[0xF518]], [[1.5]]]> : tensor<4x1x1xbf16>}> : () -> tensor<4x1x1xbf16>
  %1 = tosa.cast %0 : (tensor<4x1x1xbf16>) -> tensor<4x1x1xf32>
  %2 = "tosa.const"() <{values = dense<1.0> : tensor<1x1x4x2xf32>}> : () -> tensor<1x1x4x2xf32>
  %3 = tosa.abs %2 : (tensor<1x1x4x2xf32>) -> tensor<1x1x4x2xf32>
  %4 = "tosa.const"() <{values = dense<[[[[true, false], [true, false], [true, false], [false, false]]]]> : tensor<1x1x4x2xi1>}> : () -> tensor<1x1x4x2xi1>
  %5 = tosa.select %4, %3, %2 : (tensor<1x1x4x2xi1>, tensor<1x1x4x2xf32>, tensor<1x1x4x2xf32>) -> tensor<1x1x4x2xf32>
  %6 = tosa.max_pool2d %5 {kernel = array<i64: 3, 1>, pad = array<i64: 0, 2, 0, 0>, stride = array<i64: 1, 1>, nan_mode = PROPAGATE} : (tensor<1x1x4x2xf32>) -> tensor<1x1x4x2xf32>
  %7 = tosa.reciprocal %6 : (tensor<1x1x4x2xf32>) -> tensor<1x1x4x2xf32>
  return %1, %7 : tensor<4x1x1xf32>, tensor<1x1x4x2xf32>
}
