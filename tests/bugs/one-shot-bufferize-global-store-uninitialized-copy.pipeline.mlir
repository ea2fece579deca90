// docs/BUGS.md #37: one-shot-bufferize of an ml_program.global_store whose stored value is also used
// afterwards (here: returned). The store bufferizes out of place into a new allocation that nothing
// writes, and that uninitialized buffer is copied into the global, so the global's content on return is
// undefined where src stores a + v. Reached from TOSA through tosa-to-mlprogram (tosa.variable_write).
// The validator sees it since mutable globals are arguments of both sides (encoder/ir/ir_inline.h).
// BUG: known upstream, fixed on main by https://github.com/llvm/llvm-project/pull/177387 (bufferizesToMemoryRead of global_store), not in 22.1.8
// BUGS-ENTRY: 37
// PIPELINE: builtin.module(one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map})
// EXPECT: miscompile
// EXPECT-PASS: one-shot-bufferize
ml_program.global private mutable @v(dense<[1.0, 2.0]> : tensor<2xf32>) : tensor<2xf32>
func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {
  %x = ml_program.global_load @v : tensor<2xf32>
  %e = tensor.empty() : tensor<2xf32>
  %s = linalg.add ins(%x, %a : tensor<2xf32>, tensor<2xf32>) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  ml_program.global_store @v = %s : tensor<2xf32>
  return %s : tensor<2xf32>
}
