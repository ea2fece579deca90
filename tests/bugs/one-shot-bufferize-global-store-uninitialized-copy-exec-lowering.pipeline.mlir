// docs/BUGS.md #37 inside the execution oracle's own fixed lowering: the pipeline (canonicalize) leaves the
// ml_program program as it is, and the lowering's one-shot-bufferize copies an uninitialized buffer into
// the global @v on the global_store whose value is also returned. The global's content after the call
// differs from src's [a0 + 1, a1 + 2]; the lowering's bisection with the interpreter names
// one-shot-bufferize.
// BUG: known upstream, fixed on main by https://github.com/llvm/llvm-project/pull/177387 (bufferizesToMemoryRead of global_store), not in 22.1.8
// BUGS-ENTRY: 37
// PIPELINE: builtin.module(func.func(canonicalize))
// EXPECT: exec
// EXPECT-STATUS: exec-mismatch
ml_program.global private mutable @v(dense<[1.0, 2.0]> : tensor<2xf32>) : tensor<2xf32>
func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {
  %x = ml_program.global_load @v : tensor<2xf32>
  %e = tensor.empty() : tensor<2xf32>
  %s = linalg.add ins(%x, %a : tensor<2xf32>, tensor<2xf32>) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  ml_program.global_store @v = %s : tensor<2xf32>
  return %s : tensor<2xf32>
}
