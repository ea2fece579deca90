// The literal pseudo-code (--fp-policy=strict) keeps tanh(-0.0) = -0.0, so +0.0 differs (twin of
// tanh_zero_either_sign).
// VERDICT: miscompile
// CHECK-FAILED: value
// TV-ARGS: --fp-policy=strict
func.func @src() -> tensor<2xf32> {
  %z = "tosa.const"() <{values = dense<[-0.0, 0.0]> : tensor<2xf32>}> : () -> tensor<2xf32>
  %r = tosa.tanh %z : (tensor<2xf32>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}
func.func @tgt() -> tensor<2xf32> {
  %r = "tosa.const"() <{values = dense<[0.0, -0.0]> : tensor<2xf32>}> : () -> tensor<2xf32>
  return %r : tensor<2xf32>
}
