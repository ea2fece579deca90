// docs/BUGS.md #38: tosa-to-mlprogram turns a tosa.variable_write whose value type is less static than the
// variable's (tensor<2x?x?xi32> for a tensor<2x1x1xi32> variable; the tosa verifier accepts it, and
// VARIABLE_WRITE only requires the shapes to agree when it runs) into an ml_program.global_store that the
// ml_program verifier rejects ("cannot store to a global typed ..."): invalid IR, no tensor.cast. Found by
// campaign campP (a dynamic-shaped variant of a generated program with a tosa.variable; triage signature
// f3888a39f816f4e3, confirmed with mlir-opt-22). tosa.variable_read of a less static result type fails the
// same way (global_load).
// BUG: not yet reported upstream (docs/BUGS.md #38)
// BUGS-ENTRY: 38
// PIPELINE: builtin.module(tosa-to-mlprogram)
// EXPECT: error
// EXPECT-STATUS: invalid-ir
// EXPECT-PASS: tosa-to-mlprogram
tosa.variable @state = dense<0> : tensor<2x1x1xi32>
func.func @main(%arg0: tensor<2x?x?xi32>) {
  tosa.variable_write @state, %arg0 : tensor<2x?x?xi32>
  return
}
