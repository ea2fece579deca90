// tosa-infer-shapes takes a depthwise_conv2d's one-element bias as its channel count and refines the result
// to 4x1x1x1 where TOSA 1.0 gives 4x1x1x3 (3 channels, multiplier 1; campaign signature 0b4af7bea5cd069c,
// reduced by tvfuzz triage). An i8, dynamic-multiplier form of BUGS.md #21.
// BUG: not yet reported upstream (docs/BUGS.md #21)
// BUGS-ENTRY: 21
// PIPELINE: builtin.module(func.func(tosa-infer-shapes))
// EXPECT: miscompile
module attributes {tosa.target_env = #tosa.target_env<specification_version = "1.0", level = none, profiles = [pro_int, pro_fp], extensions = [int16, int4, bf16, fp8e4m3, fp8e5m2, fft, variable, controlflow, doubleround, inexactround, dynamic]>} {
  func.func @main(%arg0: tensor<3x?x3x?xi8>) -> tensor<4x?x1x?xi32> {
    %0 = "tosa.const"() <{values = dense<0> : tensor<4x1x1x3xi8>}> : () -> tensor<4x1x1x3xi8>
    %1 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %2 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %3 = tosa.depthwise_conv2d %0, %arg0, %1, %2, %2 {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 2, 0, 0>, stride = array<i64: 2, 1>} : (tensor<4x1x1x3xi8>, tensor<3x?x3x?xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<4x?x1x?xi32>
    return %3 : tensor<4x?x1x?xi32>
  }
}
