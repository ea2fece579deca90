// The tosa.mul constant folder (MLIR 22.1; canonicalize and tosa-layerwise-constant-fold) multiplies two i8
// (or i16) splat constants in the input width and wraps, although TOSA 1.0 MUL widens i8 x i8 and i16 x i16
// to an i32 result: 127 * 127 is folded to 1 instead of 16129 (300 * 300 in i16 to 24464 instead of 90000).
// BUG: not yet reported upstream (docs/BUGS.md #10; found by the one-hour default campaign, generator seed
// 20508, signature b515d98dccb35a0e at tosa-layerwise-constant-fold)
// BUGS-ENTRY: 10
// PIPELINE: builtin.module(func.func(canonicalize))
// EXPECT: miscompile
func.func @main() -> tensor<2xi32> {
  %a = "tosa.const"() <{values = dense<127> : tensor<2xi8>}> : () -> tensor<2xi8>
  %s = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %r = tosa.mul %a, %a, %s : (tensor<2xi8>, tensor<2xi8>, tensor<1xi8>) -> tensor<2xi32>
  return %r : tensor<2xi32>
}
