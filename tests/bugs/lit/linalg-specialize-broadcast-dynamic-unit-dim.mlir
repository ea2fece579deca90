// linalg-specialize-generic-ops (MLIR 22.1) turns a broadcasting linalg.generic whose input dim is dynamic
// (tensor<?xf32>) and whose output dim on the same loop is a static 1 into linalg.broadcast with the operand
// types unchanged; linalg.broadcast requires equal sizes, so the result fails the verifier ("input dim 0 should
// match init dim 0. input: -9223372036854775808, init: 1"). The generic is valid: the loop's size is 1 and the
// input must be 1 at runtime. The transpose specialization has the same gap (tensor<?x3xf32> to 3x2).
// BUG: not yet reported upstream (docs/BUGS.md #34; campaign campC signature 445d6a36cdb16adf, from a tosa.select
// of 2x?x1x1 and 2x1x2x1 lowered by tosa-to-linalg)
// BUGS-ENTRY: 34
// tvfuzz: invalid-ir at linalg-specialize-generic-ops
// XFAIL: *
// RUN: mlir-opt-22 %s --pass-pipeline='builtin.module(func.func(linalg-specialize-generic-ops))' | mlir-opt-22 -o /dev/null
// linalg-specialize-generic-ops (MLIR 22.1) turns a broadcasting linalg.generic whose input dim is dynamic
// (tensor<?xf32>) and whose output dim on the same loop is a static 1 into linalg.broadcast with the operand
// types unchanged; linalg.broadcast requires equal sizes, so the result fails the verifier ("input dim 0 should
// match init dim 0. input: -9223372036854775808, init: 1"). The generic is valid: the loop's size is 1 and the
// input must be 1 at runtime. The transpose specialization has the same gap (tensor<?x3xf32> to 3x2).
// BUG: not yet reported upstream (docs/BUGS.md #34; campaign campC signature 445d6a36cdb16adf, from a tosa.select
// of 2x?x1x1 and 2x1x2x1 lowered by tosa-to-linalg)
// BUGS-ENTRY: 34
// PIPELINE: builtin.module(func.func(linalg-specialize-generic-ops))
// EXPECT: error
// EXPECT-STATUS: invalid-ir
// EXPECT-PASS: linalg-specialize-generic-ops
func.func @main(%arg0: tensor<?xf32>) -> tensor<1x2xf32> {
  %0 = tensor.empty() : tensor<1x2xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<?xf32>) outs(%0 : tensor<1x2xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<1x2xf32>
  return %1 : tensor<1x2xf32>
}
