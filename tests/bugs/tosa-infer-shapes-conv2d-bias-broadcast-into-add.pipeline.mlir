// docs/BUGS.md #21, the form campR's triage reduced to (final signature c2c496ed794584ed): tosa-infer-shapes
// takes the one-element bias of a tosa.conv2d as its output channel count (the weight's output channels are
// dynamic), and because the conv2d feeds a tosa.add the pass refines the add's operand type instead of
// inserting a tensor.cast: "result 0: declared size 1 in dim 3, the operands give 2" at dynamic sizes
// (2,1,1). Same root cause as the entry's other files (llvm/llvm-project#175765, fixed on main by #178869),
// another culprit op in the key.
// BUG: known upstream (llvm/llvm-project#175765), fixed on main after the 22 branch by llvm/llvm-project#178869; not in 22.1.8
// BUGS-ENTRY: 21
// PIPELINE: builtin.module(func.func(tosa-infer-shapes))
// EXPECT: miscompile
// EXPECT-PASS: tosa-infer-shapes
module attributes {tosa.target_env = #tosa.target_env<specification_version = "1.0", level = none, profiles = [pro_int, pro_fp], extensions = [int16, int4, bf16, fp8e4m3, fp8e5m2, fft, variable, controlflow, doubleround, inexactround, dynamic]>} {
  func.func @main(%arg0: tensor<1x1x1x1xf32>, %arg1: tensor<?x?x1x?xf32>) -> tensor<?x?x1x?xf32> {
    %0 = "tosa.const"() <{values = dense<1.000000e+00> : tensor<1x2x1x1xf32>}> : () -> tensor<1x2x1x1xf32>
    %1 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %2 = tosa.conv2d %arg0, %arg1, %1, %1, %1 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x1x1xf32>, tensor<?x?x1x?xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x?x1x?xf32>
    %3 = tosa.add %2, %0 : (tensor<?x?x1x?xf32>, tensor<1x2x1x1xf32>) -> tensor<?x?x1x?xf32>
    return %3 : tensor<?x?x1x?xf32>
  }
}
