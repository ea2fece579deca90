// The tosa.clamp canonicalization ClampIsNoOp (MLIR 22.1) replaces a clamp whose bounds cover the whole type
// (here [-Inf, +Inf] on f16) by its input without looking at the types: with a declared result type that is
// less static than the operand (tensor<2x3xf16> -> tensor<?x3xf16>, valid IR) the function returns a
// tensor<2x3xf16> where tensor<?x3xf16> is declared:
//   error: type of return operand 0 ('tensor<2x3xf16>') doesn't match function result type ('tensor<?x3xf16>')
// Found by the one-hour campaign hunt-b (signature e1550b45be820a4f). The same mistake as the folders of
// docs/BUGS.md #15, in a canonicalization pattern (the sibling ConcatOptimization inserts a tensor.cast);
// tosa-optional-decompositions does not run it.
// BUG: not yet reported upstream (docs/BUGS.md #22)
// BUGS-ENTRY: 22
// tvfuzz: invalid-ir at canonicalize
// XFAIL: *
// RUN: mlir-opt-22 %s --pass-pipeline='builtin.module(func.func(canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true}))' | mlir-opt-22 -o /dev/null
// The tosa.clamp canonicalization ClampIsNoOp (MLIR 22.1) replaces a clamp whose bounds cover the whole type
// (here [-Inf, +Inf] on f16) by its input without looking at the types: with a declared result type that is
// less static than the operand (tensor<2x3xf16> -> tensor<?x3xf16>, valid IR) the function returns a
// tensor<2x3xf16> where tensor<?x3xf16> is declared:
//   error: type of return operand 0 ('tensor<2x3xf16>') doesn't match function result type ('tensor<?x3xf16>')
// Found by the one-hour campaign hunt-b (signature e1550b45be820a4f). The same mistake as the folders of
// docs/BUGS.md #15, in a canonicalization pattern (the sibling ConcatOptimization inserts a tensor.cast);
// tosa-optional-decompositions does not run it.
// BUG: not yet reported upstream (docs/BUGS.md #22)
// BUGS-ENTRY: 22
// PIPELINE: builtin.module(func.func(canonicalize))
// EXPECT: error
// EXPECT-STATUS: invalid-ir
// EXPECT-PASS: canonicalize
func.func @main(%arg0: tensor<2x3xf16>) -> tensor<?x3xf16> {
  %0 = tosa.clamp %arg0 {max_val = 0x7C00 : f16, min_val = 0xFC00 : f16} : (tensor<2x3xf16>) -> tensor<?x3xf16>
  return %0 : tensor<?x3xf16>
}
