// tosa-to-linalg (MLIR 22.1) lowers a tosa.argmax whose declared result type is more static than the type
// inferred from its dynamic input (tensor<3x?xf32> reduced on axis 0 gives tensor<?xi32>; the verifier accepts
// the refined tensor<2xi32>) to a tensor.empty that passes the input's dynamic size for the now static result
// dimension, so the pass leaves IR that fails verification:
//   'tensor.empty' op incorrect number of dynamic sizes, has 1, expected 0
// (campaign signature 9b7fc62b2b2cc003). The lowering takes the result shape from the operand and ignores the
// declared result type; see docs/BUGS.md #14 for the other ops with the same mistake.
// BUG: not yet reported upstream (docs/BUGS.md #14; found by the dynamic-shape campaign of issue 14). The same
// class of mistake was fixed for tosa.matmul only, in llvm/llvm-project#72724.
// BUGS-ENTRY: 14
// tvfuzz: invalid-ir at tosa-to-linalg
// XFAIL: *
// RUN: mlir-opt-22 %s --pass-pipeline='builtin.module(func.func(tosa-to-linalg{aggressive-reduce-constant=false disable-tosa-decompositions=false}))' | mlir-opt-22 -o /dev/null
// tosa-to-linalg (MLIR 22.1) lowers a tosa.argmax whose declared result type is more static than the type
// inferred from its dynamic input (tensor<3x?xf32> reduced on axis 0 gives tensor<?xi32>; the verifier accepts
// the refined tensor<2xi32>) to a tensor.empty that passes the input's dynamic size for the now static result
// dimension, so the pass leaves IR that fails verification:
//   'tensor.empty' op incorrect number of dynamic sizes, has 1, expected 0
// (campaign signature 9b7fc62b2b2cc003). The lowering takes the result shape from the operand and ignores the
// declared result type; see docs/BUGS.md #14 for the other ops with the same mistake.
// BUG: not yet reported upstream (docs/BUGS.md #14; found by the dynamic-shape campaign of issue 14). The same
// class of mistake was fixed for tosa.matmul only, in llvm/llvm-project#72724.
// BUGS-ENTRY: 14
// PIPELINE: builtin.module(func.func(tosa-to-linalg))
// EXPECT: error
// EXPECT-STATUS: invalid-ir
// EXPECT-PASS: tosa-to-linalg
func.func @main(%arg0: tensor<3x?xf32>) -> tensor<2xi32> {
  %0 = tosa.argmax %arg0 {axis = 0 : i32} : (tensor<3x?xf32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}
