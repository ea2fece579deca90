// A second form of #21 (tosa-infer-shapes takes a one-element bias as the output channel count): a
// depthwise_conv2d with 2 input channels and a one-element bias is inferred to have 1 output channel
// (1x?x2x1); the tosa.pow it feeds is the reducer's leftover, the bug needs only the convolution.
// BUG: known upstream, issue llvm/llvm-project#175765, fixed on main, not in 22.1.8 (docs/BUGS.md #21;
// campaign campD signature a77adb7364f33b1a, reduced by tvfuzz triage)
// BUGS-ENTRY: 21
// PIPELINE: builtin.module(func.func(tosa-infer-shapes))
// EXPECT: miscompile
module attributes {tosa.target_env = #tosa.target_env<specification_version = "1.0", level = none, profiles = [pro_int, pro_fp], extensions = [int16, int4, bf16, fp8e4m3, fp8e5m2, fft, variable, controlflow, doubleround, inexactround, dynamic]>} {
  func.func @main(%arg0: tensor<1x1x1x2xf32>, %arg1: tensor<?x?x2x?xf32>) -> tensor<?x?x2x?xf32> {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x2x1x1xf32>}> : () -> tensor<1x2x1x1xf32>
    %1 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %2 = tosa.depthwise_conv2d %arg0, %arg1, %1, %1, %1 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 1, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x1x2xf32>, tensor<?x?x2x?xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x?x2x?xf32>
    %3 = tosa.pow %0, %2 : (tensor<1x2x1x1xf32>, tensor<?x?x2x?xf32>) -> tensor<?x?x2x?xf32>
    return %3 : tensor<?x?x2x?xf32>
  }
}
