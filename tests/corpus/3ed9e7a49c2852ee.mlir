// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern tosa-decompose.depthwise-1x1-to-mul
// CORPUS-SEED: 994746
// PIPELINE: expand
// CORPUS-STEP: 2 tosa-optional-decompositions miscompile 1da1be85d0b5aefe
// CORPUS-STEP: 11 tosa-to-linalg correct f078bb2e3799e589
// CORPUS-STEP: 12 tosa-to-arith correct 504d2118222b6cd9
func.func @main(%arg0: tensor<5x1x1x2xf16>, %arg1: tensor<5x1x1x2xf16>) -> tensor<5x1x1x2xi32> {
  %0 = "tosa.const"() <{values = dense<-0.0> : tensor<1x1x2x1xf16>}> : () -> tensor<1x1x2x1xf16>
  %1 = "tosa.const"() <{values = dense<[0xD100, 297.0]> : tensor<2xf16>}> : () -> tensor<2xf16>
  %2 = "tosa.const"() <{values = dense<0.0> : tensor<1xf16>}> : () -> tensor<1xf16>
  %3 = "tosa.const"() <{values = dense<0.0> : tensor<1xf16>}> : () -> tensor<1xf16>
  %4 = tosa.depthwise_conv2d %arg0, %0, %1, %2, %3 {acc_type = f32, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>, dilation = array<i64: 1, 1>} : (tensor<5x1x1x2xf16>, tensor<1x1x2x1xf16>, tensor<2xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<5x1x1x2xf16>
  %5 = tosa.greater %4, %arg1 : (tensor<5x1x1x2xf16>, tensor<5x1x1x2xf16>) -> tensor<5x1x1x2xi1>
  %6 = tosa.cast %5 : (tensor<5x1x1x2xi1>) -> tensor<5x1x1x2xi32>
  return %6 : tensor<5x1x1x2xi32>
}
