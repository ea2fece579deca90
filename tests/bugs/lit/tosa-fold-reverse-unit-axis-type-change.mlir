// The tosa.reverse folder (MLIR 22.1; canonicalize and the greedy driver of tosa-optional-decompositions) folds a
// reverse over a size-1 axis to its operand without checking that the operand has the result's type: with
// tensor<1x3xf32> -> tensor<?x3xf32> the function returns a tensor<1x3xf32> value for a tensor<?x3xf32> result:
//   type of return operand 0 ('tensor<1x3xf32>') doesn't match function result type ('tensor<?x3xf32>')
// (campaign signature 6e51bd89ee6879e2; the identity tosa.transpose folder has the same mistake, see
// tosa-fold-transpose-identity-type-change.pipeline.mlir).
// BUG: known upstream, fixed on main after the 22 branch by llvm/llvm-project#188188 ("Harden folds/canonicalizations
// for unranked and dynamic shapes", fixes #188187 and #187974), not in 22.1.8 (docs/BUGS.md #15; found by the
// dynamic-shape campaign of issue 14).
// BUGS-ENTRY: 15
// tvfuzz: invalid-ir at canonicalize
// XFAIL: *
// RUN: mlir-opt-22 %s --pass-pipeline='builtin.module(func.func(canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true}))' | mlir-opt-22 -o /dev/null
// The tosa.reverse folder (MLIR 22.1; canonicalize and the greedy driver of tosa-optional-decompositions) folds a
// reverse over a size-1 axis to its operand without checking that the operand has the result's type: with
// tensor<1x3xf32> -> tensor<?x3xf32> the function returns a tensor<1x3xf32> value for a tensor<?x3xf32> result:
//   type of return operand 0 ('tensor<1x3xf32>') doesn't match function result type ('tensor<?x3xf32>')
// (campaign signature 6e51bd89ee6879e2; the identity tosa.transpose folder has the same mistake, see
// tosa-fold-transpose-identity-type-change.pipeline.mlir).
// BUG: known upstream, fixed on main after the 22 branch by llvm/llvm-project#188188 ("Harden folds/canonicalizations
// for unranked and dynamic shapes", fixes #188187 and #187974), not in 22.1.8 (docs/BUGS.md #15; found by the
// dynamic-shape campaign of issue 14).
// BUGS-ENTRY: 15
// PIPELINE: builtin.module(func.func(canonicalize))
// EXPECT: error
// EXPECT-STATUS: invalid-ir
// EXPECT-PASS: canonicalize
func.func @main(%arg0: tensor<1x3xf32>) -> tensor<?x3xf32> {
  %0 = tosa.reverse %arg0 {axis = 0 : i32} : (tensor<1x3xf32>) -> tensor<?x3xf32>
  return %0 : tensor<?x3xf32>
}
