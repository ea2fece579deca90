// The literal pseudo-code (--fp-policy=strict) computes -0.0 + +0.0 = +0.0, so x + 0.0 -> x differs at x = -0.0 (twin of add_zero_fold_either_sign).
// VERDICT: miscompile
// CHECK-FAILED: value
// TV-ARGS: --fp-policy=strict
func.func @src(%x: tensor<4xf32>) -> tensor<4xf32> {
  %z = "tosa.const"() <{values = dense<0.0> : tensor<4xf32>}> : () -> tensor<4xf32>
  %r = tosa.add %x, %z : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @tgt(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
