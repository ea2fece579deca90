// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern arith-expand.bf16-truncf
// CORPUS-SEED: 996245
// PIPELINE: full
// CORPUS-STEP: 0 canonicalize correct ae735873da548ba6
// CORPUS-STEP: 12 tosa-to-linalg-named correct f41a79a96325c522
// CORPUS-STEP: 13 canonicalize correct bc12d689bf548068
// CORPUS-STEP: 17 tosa-to-linalg correct b03c483f9c96bcca
// CORPUS-STEP: 18 tosa-to-arith correct 97bb15de9bc56ee1
// CORPUS-STEP: 22 linalg-fuse-elementwise-ops correct 61b5b64d7f1fc84f
// CORPUS-STEP: 23 linalg-fold-unit-extent-dims correct a7f07700205a5d27
// CORPUS-STEP: 24 linalg-generalize-named-ops correct 9d6007d4f582e242
// CORPUS-STEP: 25 linalg-specialize-generic-ops correct a47b369a7dc191b7
// CORPUS-STEP: 27 arith-expand correct b10e74d798ccc92b
// CORPUS-STEP: 28 math-expand-ops correct 7104cfae44a04498
// CORPUS-STEP: 30 one-shot-bufferize correct 35f852b05dd658f0
// CORPUS-STEP: 32 canonicalize correct b4bad07fba4162b0
// CORPUS-STEP: 33 ownership-based-buffer-deallocation correct 500ce6ff4f5b1ac0
// CORPUS-STEP: 34 canonicalize correct 4a4afe60c7eaa802
// CORPUS-STEP: 35 buffer-deallocation-simplification correct eec445c8695e4ca7
// CORPUS-STEP: 36 bufferization-lower-deallocations correct 05d3c9c986e5c1bf
// CORPUS-STEP: 38 canonicalize correct ffcfbafd5a976902
// CORPUS-STEP: 40 convert-linalg-to-loops correct 3b87b62e01744755
// CORPUS-STEP: 41 canonicalize correct 4dde0b565c9087fa
module {
  func.func @main(%arg0: tensor<2x1x1x1xbf16>) -> tensor<2x3x2x1xbf16> {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x4x4x1xbf16>}> : () -> tensor<1x4x4x1xbf16>
    %1 = tosa.max_pool2d %0 {kernel = array<i64: 2, 2>, pad = array<i64: 1, 0, 0, 0>, stride = array<i64: 1, 2>} : (tensor<1x4x4x1xbf16>) -> tensor<1x4x2x1xbf16>
    %2 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<2x1x1x1xbf16>}> : () -> tensor<2x1x1x1xbf16>
    %3 = tosa.minimum %2, %1 : (tensor<2x1x1x1xbf16>, tensor<1x4x2x1xbf16>) -> tensor<2x4x2x1xbf16>
    %4 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xbf16>}> : () -> tensor<1xbf16>
    %5 = tosa.depthwise_conv2d %3, %arg0, %4, %4, %4 {acc_type = f32, dilation = array<i64: 2, 2>, pad = array<i64: 1, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<2x4x2x1xbf16>, tensor<2x1x1x1xbf16>, tensor<1xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<2x3x2x1xbf16>
    return %5 : tensor<2x3x2x1xbf16>
  }
}
