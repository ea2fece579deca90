// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern tosa-decompose.depthwise-1x1-to-mul
// CORPUS-SEED: 994746
// PIPELINE: expand
// CORPUS-CORRECT: 12:1c42bf2ad503021c
// CORPUS-STEP: 2 tosa-optional-decompositions miscompile 3007dd068d3e9fa8
module {
  func.func @main(%arg0: tensor<1x1x1x1xf16>) -> tensor<1x1x1x1xf16> {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x1x1x1xf16>}> : () -> tensor<1x1x1x1xf16>
    %1 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf16>}> : () -> tensor<1xf16>
    %2 = tosa.depthwise_conv2d %arg0, %0, %1, %1, %1 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x1x1xf16>, tensor<1x1x1x1xf16>, tensor<1xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x1x1x1xf16>
    return %2 : tensor<1x1x1x1xf16>
  }
}
