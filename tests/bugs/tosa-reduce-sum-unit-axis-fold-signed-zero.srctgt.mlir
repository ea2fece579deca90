// The tosa.reduce_sum folder replaces a reduction over a size-1 axis by its input. TOSA 1.0 REDUCE_SUM
// (pseudocode/operators/REDUCE_SUM.tosac) starts the accumulator at 0 and adds, so reduce_sum(-0.0) = 0 + -0.0
// = +0.0 under round-to-nearest-even; the fold returns -0.0. Found by tvfuzz at tosa-optional-decompositions
// (whose greedy driver runs the folder); `canonicalize` does the same. @tgt is what
// `mlir-opt-22 --pass-pipeline='builtin.module(func.func(tosa-optional-decompositions))'` produces for @src.
// BUG: not yet reported upstream (tvfuzz signature 875462be591daf6b; docs/BUGS.md #3)
// BUGS-ENTRY: 3
// VERDICT: miscompile
// CHECK-FAILED: value
// TV-ARGS: --fp-policy=strict
func.func @src(%arg0: tensor<1x1xf32>) -> tensor<1x1xf32> {
  %0 = tosa.reduce_sum %arg0 {axis = 1 : i32} : (tensor<1x1xf32>) -> tensor<1x1xf32>
  return %0 : tensor<1x1xf32>
}
func.func @tgt(%arg0: tensor<1x1xf32>) -> tensor<1x1xf32> {
  return %arg0 : tensor<1x1xf32>
}
