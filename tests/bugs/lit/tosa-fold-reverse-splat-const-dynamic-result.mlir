// The tosa.reverse folder (MLIR 22.1) folds the reverse of a splat constant to the constant's attribute, which
// the dialect materializes as a tosa.const of the op's (dynamic) result type with the operand's static values:
//   'tosa.const' op failed to verify that all of {values, output} have same shape
//   (%0 = "tosa.const"() <{values = dense<0> : tensor<2x4xi32>}> : () -> tensor<?x4xi32>)
// (campaign signature bd7c600dd68791fb, at tosa-optional-decompositions; canonicalize does the same).
// BUG: known upstream, fixed on main after the 22 branch by llvm/llvm-project#188188 ("Harden folds/canonicalizations
// for unranked and dynamic shapes", fixes #188187 and #187974), not in 22.1.8 (docs/BUGS.md #15; found by the
// dynamic-shape campaign of issue 14).
// BUGS-ENTRY: 15
// tvfuzz: invalid-ir at tosa-optional-decompositions
// XFAIL: *
// RUN: mlir-opt-22 %s --pass-pipeline='builtin.module(func.func(tosa-optional-decompositions))' | mlir-opt-22 -o /dev/null
// The tosa.reverse folder (MLIR 22.1) folds the reverse of a splat constant to the constant's attribute, which
// the dialect materializes as a tosa.const of the op's (dynamic) result type with the operand's static values:
//   'tosa.const' op failed to verify that all of {values, output} have same shape
//   (%0 = "tosa.const"() <{values = dense<0> : tensor<2x4xi32>}> : () -> tensor<?x4xi32>)
// (campaign signature bd7c600dd68791fb, at tosa-optional-decompositions; canonicalize does the same).
// BUG: known upstream, fixed on main after the 22 branch by llvm/llvm-project#188188 ("Harden folds/canonicalizations
// for unranked and dynamic shapes", fixes #188187 and #187974), not in 22.1.8 (docs/BUGS.md #15; found by the
// dynamic-shape campaign of issue 14).
// BUGS-ENTRY: 15
// PIPELINE: builtin.module(func.func(tosa-optional-decompositions))
// EXPECT: error
// EXPECT-STATUS: invalid-ir
// EXPECT-PASS: tosa-optional-decompositions
func.func @main() -> tensor<?x4xi32> {
  %0 = "tosa.const"() <{values = dense<0> : tensor<2x4xi32>}> : () -> tensor<2x4xi32>
  %1 = tosa.reverse %0 {axis = 0 : i32} : (tensor<2x4xi32>) -> tensor<?x4xi32>
  return %1 : tensor<?x4xi32>
}
