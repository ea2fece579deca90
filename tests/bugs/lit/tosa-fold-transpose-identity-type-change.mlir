// The tosa.transpose folder (MLIR 22.1) folds an identity permutation to the operand without checking that the
// operand has the result's type: tensor<2x3xf32> -> tensor<?x3xf32> leaves
//   type of return operand 0 ('tensor<2x3xf32>') doesn't match function result type ('tensor<?x3xf32>')
// Found at tosa-optional-decompositions (tests/mlirx/dynamic-outcomes.txt, seed 36); canonicalize does the same.
// BUG: known upstream, fixed on main after the 22 branch by llvm/llvm-project#188188 ("Harden folds/canonicalizations
// for unranked and dynamic shapes", fixes #188187 and #187974), not in 22.1.8 (docs/BUGS.md #15; found by the
// dynamic-shape campaign of issue 14).
// BUGS-ENTRY: 15
// tvfuzz: invalid-ir at tosa-optional-decompositions
// XFAIL: *
// RUN: mlir-opt-22 %s --pass-pipeline='builtin.module(func.func(tosa-optional-decompositions))' | mlir-opt-22 -o /dev/null
// The tosa.transpose folder (MLIR 22.1) folds an identity permutation to the operand without checking that the
// operand has the result's type: tensor<2x3xf32> -> tensor<?x3xf32> leaves
//   type of return operand 0 ('tensor<2x3xf32>') doesn't match function result type ('tensor<?x3xf32>')
// Found at tosa-optional-decompositions (tests/mlirx/dynamic-outcomes.txt, seed 36); canonicalize does the same.
// BUG: known upstream, fixed on main after the 22 branch by llvm/llvm-project#188188 ("Harden folds/canonicalizations
// for unranked and dynamic shapes", fixes #188187 and #187974), not in 22.1.8 (docs/BUGS.md #15; found by the
// dynamic-shape campaign of issue 14).
// BUGS-ENTRY: 15
// PIPELINE: builtin.module(func.func(tosa-optional-decompositions))
// EXPECT: error
// EXPECT-STATUS: invalid-ir
// EXPECT-PASS: tosa-optional-decompositions
func.func @main(%arg0: tensor<2x3xf32>) -> tensor<?x3xf32> {
  %0 = tosa.transpose %arg0 {perms = array<i32: 0, 1>} : (tensor<2x3xf32>) -> tensor<?x3xf32>
  return %0 : tensor<?x3xf32>
}
