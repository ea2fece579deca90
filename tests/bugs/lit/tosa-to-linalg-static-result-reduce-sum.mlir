// tosa-to-linalg (MLIR 22.1) lowers a tosa.reduce_sum whose declared result type is more static than the
// type inferred from its dynamic input (tensor<2x?xf32> on axis 0 gives tensor<1x?xf32>; the verifier accepts
// tensor<1x3xf32>) to a reduction into tensor<?xf32> and a tensor.expand_shape to the static result type,
// which fails verification:
//   'tensor.expand_shape' op expected dimension 0 of collapsed type to be static value of 3
// (campaign signature 6fb0a7c508133e36; the other tosa.reduce_* ops share the helper).
// BUG: not yet reported upstream (docs/BUGS.md #14; found by the dynamic-shape campaign of issue 14). The same
// class of mistake was fixed for tosa.matmul only, in llvm/llvm-project#72724.
// BUGS-ENTRY: 14
// tvfuzz: invalid-ir at tosa-to-linalg
// XFAIL: *
// RUN: mlir-opt-22 %s --pass-pipeline='builtin.module(func.func(tosa-to-linalg{aggressive-reduce-constant=false disable-tosa-decompositions=false}))' | mlir-opt-22 -o /dev/null
// tosa-to-linalg (MLIR 22.1) lowers a tosa.reduce_sum whose declared result type is more static than the
// type inferred from its dynamic input (tensor<2x?xf32> on axis 0 gives tensor<1x?xf32>; the verifier accepts
// tensor<1x3xf32>) to a reduction into tensor<?xf32> and a tensor.expand_shape to the static result type,
// which fails verification:
//   'tensor.expand_shape' op expected dimension 0 of collapsed type to be static value of 3
// (campaign signature 6fb0a7c508133e36; the other tosa.reduce_* ops share the helper).
// BUG: not yet reported upstream (docs/BUGS.md #14; found by the dynamic-shape campaign of issue 14). The same
// class of mistake was fixed for tosa.matmul only, in llvm/llvm-project#72724.
// BUGS-ENTRY: 14
// PIPELINE: builtin.module(func.func(tosa-to-linalg))
// EXPECT: error
// EXPECT-STATUS: invalid-ir
// EXPECT-PASS: tosa-to-linalg
func.func @main(%arg0: tensor<2x?xf32>) -> tensor<1x3xf32> {
  %0 = tosa.reduce_sum %arg0 {axis = 0 : i32} : (tensor<2x?xf32>) -> tensor<1x3xf32>
  return %0 : tensor<1x3xf32>
}
