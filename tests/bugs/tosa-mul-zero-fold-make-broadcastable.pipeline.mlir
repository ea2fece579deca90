// A second form of #7 (the tosa.mul folder turns x * 0.0 into 0.0 for floats): the folder also runs inside
// tosa-make-broadcastable's rewrite driver; the reduce_min feeding the product is removed with it (it is dead
// once the product is folded). With x = -Inf the product is NaN, the fold gives +0.
// BUG: not yet reported upstream (docs/BUGS.md #7; campaign campD signature b461975fc7ee7a00, reduced by tvfuzz
// triage)
// BUGS-ENTRY: 7
// PIPELINE: builtin.module(func.func(tosa-make-broadcastable))
// EXPECT: miscompile
module attributes {tosa.target_env = #tosa.target_env<specification_version = "1.0", level = none, profiles = [pro_int, pro_fp], extensions = [int16, int4, bf16, fp8e4m3, fp8e5m2, fft, variable, controlflow, doubleround, inexactround, dynamic]>} {
  func.func @main(%arg0: tensor<?x4xf32>) -> tensor<?x4xf32> {
    %0 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %1 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
    %2 = tosa.reduce_min %arg0 {axis = 0 : i32} : (tensor<?x4xf32>) -> tensor<1x4xf32>
    %3 = tosa.mul %2, %1, %0 : (tensor<1x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<1x4xf32>
    %cast = tensor.cast %3 : tensor<1x4xf32> to tensor<?x4xf32>
    return %cast : tensor<?x4xf32>
  }
}
