// reciprocal of const [2.0, -0.0] folded to [0.5, +Inf]: 1 / -0.0 is -Inf: miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
func.func @src() -> tensor<2xf32> {
  %c = "tosa.const"() <{values = dense<[2.0, -0.0]> : tensor<2xf32>}> : () -> tensor<2xf32>
  %0 = tosa.reciprocal %c : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
func.func @tgt() -> tensor<2xf32> {
  %c = "tosa.const"() <{values = dense<[0.5, 0x7F800000]> : tensor<2xf32>}> : () -> tensor<2xf32>
  return %c : tensor<2xf32>
}
