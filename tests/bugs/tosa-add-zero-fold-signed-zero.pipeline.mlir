// The tosa.add folder (MLIR 22.1) replaces `x + splat(+0.0)` by x. TOSA 1.0 ADD on floats is the
// IEEE sum with round-to-nearest-even, and -0.0 + +0.0 = +0.0, so the fold turns a +0.0 result
// into -0.0 for x = -0.0 (the identity of IEEE addition is -0.0, not +0.0).
// BUG: not yet reported upstream (docs/BUGS.md #8; found while building the rewrite table of
// docs/GEN-COVERAGE.md, confirmed by tvfuzz check)
// Literal-only (docs/BUGS.md "Literal-only differences"): TOSA 1.0 checks ADD to 0.5 ulp in fp64, where
// -0.0 == +0.0, so a zero of either sign is compliant; the test runs under the literal pseudo-code.
// BUGS-ENTRY: 8
// TV-ARGS: --fp-policy=strict
// PIPELINE: builtin.module(func.func(canonicalize))
// EXPECT: miscompile
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %z = "tosa.const"() <{values = dense<0.0> : tensor<4xf32>}> : () -> tensor<4xf32>
  %r = tosa.add %x, %z : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
