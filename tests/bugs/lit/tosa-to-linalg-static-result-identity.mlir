// tosa-to-linalg (MLIR 22.1) lowers tosa.identity by replacing it with its operand; when the declared result
// type is more static than the operand (tensor<5x?xf32> -> tensor<5x1xf32>, accepted by the verifier) the
// types differ, the dialect conversion inserts an unrealized cast it cannot remove, and the pass fails:
//   failed to legalize unresolved materialization from ('tensor<5x?xf32>') to ('tensor<5x1xf32>') that
//   remained live after conversion
// (campaign signature b5585bf89eed55f0). A tensor.cast to the result type is what the lowering should emit.
// BUG: not yet reported upstream (docs/BUGS.md #14; found by the dynamic-shape campaign of issue 14). The same
// class of mistake was fixed for tosa.matmul only, in llvm/llvm-project#72724.
// BUGS-ENTRY: 14
// tvfuzz: pass-failure at tosa-to-linalg
// XFAIL: *
// RUN: mlir-opt-22 %s --pass-pipeline='builtin.module(func.func(tosa-to-linalg{aggressive-reduce-constant=false disable-tosa-decompositions=false}))' | mlir-opt-22 -o /dev/null
// tosa-to-linalg (MLIR 22.1) lowers tosa.identity by replacing it with its operand; when the declared result
// type is more static than the operand (tensor<5x?xf32> -> tensor<5x1xf32>, accepted by the verifier) the
// types differ, the dialect conversion inserts an unrealized cast it cannot remove, and the pass fails:
//   failed to legalize unresolved materialization from ('tensor<5x?xf32>') to ('tensor<5x1xf32>') that
//   remained live after conversion
// (campaign signature b5585bf89eed55f0). A tensor.cast to the result type is what the lowering should emit.
// BUG: not yet reported upstream (docs/BUGS.md #14; found by the dynamic-shape campaign of issue 14). The same
// class of mistake was fixed for tosa.matmul only, in llvm/llvm-project#72724.
// BUGS-ENTRY: 14
// PIPELINE: builtin.module(func.func(tosa-to-linalg))
// EXPECT: error
// EXPECT-STATUS: pass-failure
// EXPECT-PASS: tosa-to-linalg
func.func @main(%arg0: tensor<5x?xf32>) -> tensor<5x1xf32> {
  %0 = tosa.identity %arg0 : (tensor<5x?xf32>) -> tensor<5x1xf32>
  return %0 : tensor<5x1xf32>
}
