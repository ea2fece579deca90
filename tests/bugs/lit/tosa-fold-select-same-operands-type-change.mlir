// The tosa.select folder (MLIR 22.1) folds select(c, x, x) to x without comparing types: with a result type
// less static than x (tensor<1xf32> -> tensor<?xf32>, valid IR) the function returns a tensor<1xf32> where
// tensor<?xf32> is declared:
//   error: type of return operand 0 ('tensor<1xf32>') doesn't match function result type ('tensor<?xf32>')
// Found by the one-hour campaign hunt-b (signature c7ca18421424873e at tosa-optional-decompositions, whose
// greedy driver runs the folders; canonicalize does the same).
// BUG: known upstream, fixed on main after the 22 branch by llvm/llvm-project#188188 (SelectOp::fold now requires
// onTrueTy == resultTy), not in 22.1.8 (docs/BUGS.md #15).
// BUGS-ENTRY: 15
// tvfuzz: invalid-ir at tosa-optional-decompositions
// XFAIL: *
// RUN: mlir-opt-22 %s --pass-pipeline='builtin.module(func.func(tosa-optional-decompositions))' | mlir-opt-22 -o /dev/null
// The tosa.select folder (MLIR 22.1) folds select(c, x, x) to x without comparing types: with a result type
// less static than x (tensor<1xf32> -> tensor<?xf32>, valid IR) the function returns a tensor<1xf32> where
// tensor<?xf32> is declared:
//   error: type of return operand 0 ('tensor<1xf32>') doesn't match function result type ('tensor<?xf32>')
// Found by the one-hour campaign hunt-b (signature c7ca18421424873e at tosa-optional-decompositions, whose
// greedy driver runs the folders; canonicalize does the same).
// BUG: known upstream, fixed on main after the 22 branch by llvm/llvm-project#188188 (SelectOp::fold now requires
// onTrueTy == resultTy), not in 22.1.8 (docs/BUGS.md #15).
// BUGS-ENTRY: 15
// PIPELINE: builtin.module(func.func(tosa-optional-decompositions))
// EXPECT: error
// EXPECT-STATUS: invalid-ir
// EXPECT-PASS: tosa-optional-decompositions
func.func @main(%c: tensor<1xi1>, %a: tensor<1xf32>) -> tensor<?xf32> {
  %0 = tosa.select %c, %a, %a : (tensor<1xi1>, tensor<1xf32>, tensor<1xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
