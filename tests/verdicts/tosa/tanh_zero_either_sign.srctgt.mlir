// TOSA 1.0 checks TANH against an absolute error bound, which a zero of either sign meets where the exact
// result is a zero: tanh(-0.0) may be +0.0 (campaign campE: math-expand-ops' tanh gives +0.0 for -0.0).
// VERDICT: correct
func.func @src() -> tensor<2xf32> {
  %z = "tosa.const"() <{values = dense<[-0.0, 0.0]> : tensor<2xf32>}> : () -> tensor<2xf32>
  %r = tosa.tanh %z : (tensor<2xf32>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}
func.func @tgt() -> tensor<2xf32> {
  %r = "tosa.const"() <{values = dense<[0.0, -0.0]> : tensor<2xf32>}> : () -> tensor<2xf32>
  return %r : tensor<2xf32>
}
