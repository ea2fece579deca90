// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern arith.extf.fold.trunc-ext-contract
// CORPUS-SEED: 992465
// PIPELINE: full
// CORPUS-STEP: 12 tosa-to-linalg-named correct ddb3be924db34240
// CORPUS-STEP: 17 tosa-to-linalg correct 43f8b06d7853ed6f
// CORPUS-STEP: 18 tosa-to-arith correct c16dcf66595e4cd6
// CORPUS-STEP: 22 linalg-fuse-elementwise-ops correct fc0e2b3e69f33753
// CORPUS-STEP: 23 linalg-fold-unit-extent-dims correct cd1775d17fe0d1c8
// CORPUS-STEP: 24 linalg-generalize-named-ops correct 3062de2936a7c379
// CORPUS-STEP: 25 linalg-specialize-generic-ops correct afa5945ccfca7c79
// CORPUS-STEP: 30 one-shot-bufferize correct 9bf24a772aa2be8a
// CORPUS-STEP: 32 canonicalize correct 98cf1195c746dbf5
// CORPUS-STEP: 33 ownership-based-buffer-deallocation correct 479275c33bcce926
// CORPUS-STEP: 34 canonicalize correct 99f8c29f4423dcc6
// CORPUS-STEP: 35 buffer-deallocation-simplification correct 11b65ca7926260f6
// CORPUS-STEP: 36 bufferization-lower-deallocations correct 5a1363a783e87564
// CORPUS-STEP: 38 canonicalize correct 296ed9d3c454d1f0
// CORPUS-STEP: 40 convert-linalg-to-loops correct 8be5e4d2cdc1f899
// CORPUS-STEP: 41 canonicalize correct e024ce302bb5df92
module {
  func.func @main() -> tensor<1x1x1x1xbf16> {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x1x1x1xbf16>}> : () -> tensor<1x1x1x1xbf16>
    %1 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x1x3x1xbf16>}> : () -> tensor<1x1x3x1xbf16>
    %2 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xbf16>}> : () -> tensor<1xbf16>
    %3 = tosa.conv2d %0, %1, %2, %2, %2 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 2>, stride = array<i64: 2, 1>} : (tensor<1x1x1x1xbf16>, tensor<1x1x3x1xbf16>, tensor<1xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<1x1x1x1xbf16>
    return %3 : tensor<1x1x1x1xbf16>
  }
}
