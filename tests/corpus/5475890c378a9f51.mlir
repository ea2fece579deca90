// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern arith-expand.bf16-truncf
// CORPUS-SEED: 996245
// PIPELINE: full
// CORPUS-CORRECT: 0:ae735873da548ba6 12:f41a79a96325c522 13:bc12d689bf548068 17:b03c483f9c96bcca 18:97bb15de9bc56ee1
// CORPUS-CORRECT: 22:61b5b64d7f1fc84f 23:a7f07700205a5d27 24:9d6007d4f582e242 25:a47b369a7dc191b7 27:b10e74d798ccc92b
// CORPUS-CORRECT: 28:7104cfae44a04498 30:35f852b05dd658f0 32:b4bad07fba4162b0 33:500ce6ff4f5b1ac0 34:4a4afe60c7eaa802
// CORPUS-CORRECT: 35:eec445c8695e4ca7 36:05d3c9c986e5c1bf 38:ffcfbafd5a976902 40:3b87b62e01744755 41:4dde0b565c9087fa
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
