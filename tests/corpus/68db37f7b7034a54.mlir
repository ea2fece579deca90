// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern arith-expand.bf16-extf
// CORPUS-KEY: pattern arith-expand.bf16-truncf
// CORPUS-SEED: 1704269
// PIPELINE: expand
// CORPUS-CORRECT: 7:69004d0ac8564fb5 11:5e1739c8840e1a26 12:50679139d401c74b 14:7cb573a009785ad7
// CORPUS-STEP: 6 tosa-to-linalg-named miscompile 51e42b69a1d6b2d9
module {
  func.func @main(%arg0: tensor<1x2x1x1xbf16>, %arg1: tensor<1x1x1x1xbf16>) -> tensor<1x2x1x1xbf16> {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xbf16>}> : () -> tensor<1xbf16>
    %1 = tosa.conv2d %arg0, %arg1, %0, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x1x1xbf16>, tensor<1x1x1x1xbf16>, tensor<1xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<1x2x1x1xbf16>
    %2 = tosa.max_pool2d %1 {kernel = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 2>} : (tensor<1x2x1x1xbf16>) -> tensor<1x2x1x1xbf16>
    return %2 : tensor<1x2x1x1xbf16>
  }
}
