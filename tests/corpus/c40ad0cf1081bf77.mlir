// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern arith.extf.fold.trunc-ext-contract
// CORPUS-SEED: 992465
// PIPELINE: full
// CORPUS-CORRECT: 12:ddb3be924db34240 17:43f8b06d7853ed6f 18:c16dcf66595e4cd6 22:fc0e2b3e69f33753 23:cd1775d17fe0d1c8
// CORPUS-CORRECT: 24:3062de2936a7c379 25:afa5945ccfca7c79 30:9bf24a772aa2be8a 32:98cf1195c746dbf5 33:479275c33bcce926
// CORPUS-CORRECT: 34:99f8c29f4423dcc6 35:11b65ca7926260f6 36:5a1363a783e87564 38:296ed9d3c454d1f0 40:8be5e4d2cdc1f899
// CORPUS-CORRECT: 41:e024ce302bb5df92
module {
  func.func @main() -> tensor<1x1x1x1xbf16> {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x1x1x1xbf16>}> : () -> tensor<1x1x1x1xbf16>
    %1 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x1x3x1xbf16>}> : () -> tensor<1x1x3x1xbf16>
    %2 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xbf16>}> : () -> tensor<1xbf16>
    %3 = tosa.conv2d %0, %1, %2, %2, %2 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 2>, stride = array<i64: 2, 1>} : (tensor<1x1x1x1xbf16>, tensor<1x1x3x1xbf16>, tensor<1xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<1x1x1x1xbf16>
    return %3 : tensor<1x1x1x1xbf16>
  }
}
