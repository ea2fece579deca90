// tosa-to-linalg (MLIR 22.1) lowers a tosa.reverse whose declared result type is more static than its input
// (tensor<?x2xf32> -> tensor<1x2xf32>, accepted by the verifier) to a linalg.generic whose init operand has
// the input's dynamic type but whose result has the declared static type, which fails verification:
//   'linalg.generic' op expected type of operand #0 ('tensor<?x2xf32>') to match type of corresponding result
//   ('tensor<1x2xf32>')
// BUG: not yet reported upstream (docs/BUGS.md #14; found by the dynamic-shape campaign of issue 14). The same
// class of mistake was fixed for tosa.matmul only, in llvm/llvm-project#72724.
// BUGS-ENTRY: 14
// tvfuzz: invalid-ir at tosa-to-linalg
// XFAIL: *
// RUN: mlir-opt-22 %s --pass-pipeline='builtin.module(func.func(tosa-to-linalg{aggressive-reduce-constant=false disable-tosa-decompositions=false}))' | mlir-opt-22 -o /dev/null
// tosa-to-linalg (MLIR 22.1) lowers a tosa.reverse whose declared result type is more static than its input
// (tensor<?x2xf32> -> tensor<1x2xf32>, accepted by the verifier) to a linalg.generic whose init operand has
// the input's dynamic type but whose result has the declared static type, which fails verification:
//   'linalg.generic' op expected type of operand #0 ('tensor<?x2xf32>') to match type of corresponding result
//   ('tensor<1x2xf32>')
// BUG: not yet reported upstream (docs/BUGS.md #14; found by the dynamic-shape campaign of issue 14). The same
// class of mistake was fixed for tosa.matmul only, in llvm/llvm-project#72724.
// BUGS-ENTRY: 14
// PIPELINE: builtin.module(func.func(tosa-to-linalg))
// EXPECT: error
// EXPECT-STATUS: invalid-ir
// EXPECT-PASS: tosa-to-linalg
func.func @main(%arg0: tensor<?x2xf32>) -> tensor<1x2xf32> {
  %0 = tosa.reverse %arg0 {axis = 1 : i32} : (tensor<?x2xf32>) -> tensor<1x2xf32>
  return %0 : tensor<1x2xf32>
}
