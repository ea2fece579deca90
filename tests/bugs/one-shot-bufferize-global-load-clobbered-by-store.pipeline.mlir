// docs/BUGS.md #39: one-shot-bufferize of an ml_program.global_load whose value is still used after an
// ml_program.global_store to the same global. The load bufferizes to the global's own buffer (a
// memref.get_global, no copy), the store copies the new value into that buffer, and the loaded tensor,
// which SSA says is the value before the store, now reads the stored one. Here the function returns the
// old value and gets %a. Reached from TOSA through tosa-to-mlprogram (tosa.variable_read, then
// variable_write); found by the execution oracle once it ran programs with mutable state.
// BUGS-ENTRY: 39
// PIPELINE: builtin.module(one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map})
// EXPECT: miscompile
// EXPECT-PASS: one-shot-bufferize
ml_program.global private mutable @v(dense<[1.0, 2.0]> : tensor<2xf32>) : tensor<2xf32>
func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {
  %x = ml_program.global_load @v : tensor<2xf32>
  ml_program.global_store @v = %a : tensor<2xf32>
  return %x : tensor<2xf32>
}
