// The tosa.mul folder (MLIR 22.1) replaces `x * splat(0.0)` by the zero constant. TOSA 1.0 MUL on
// floats is the IEEE product: NaN * 0 = NaN, +-Inf * 0 = NaN, and a negative x gives -0.0, so the
// fold is wrong for every non-finite or negative x (the folder's integer rule applied to floats).
// BUG: not yet reported upstream (docs/BUGS.md #7; found while building the rewrite table of
// docs/GEN-COVERAGE.md, confirmed by tvfuzz check)
// BUGS-ENTRY: 7
// PIPELINE: builtin.module(func.func(canonicalize))
// EXPECT: miscompile
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %z = "tosa.const"() <{values = dense<0.0> : tensor<4xf32>}> : () -> tensor<4xf32>
  %s = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %r = tosa.mul %x, %z, %s : (tensor<4xf32>, tensor<4xf32>, tensor<1xi8>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
