// tosa-to-linalg-named (MLIR 22.1) lowers tosa.transpose to a linalg.transpose into a tensor.empty built from
// the permuted *input* sizes; when the declared result type is more static (tensor<?x4xf32> transposed to
// tensor<4x1xf32>, accepted by the verifier) the replacement has type tensor<4x?xf32>, and the pass fails:
//   failed to legalize unresolved materialization from ('tensor<4x?xf32>') to ('tensor<4x1xf32>') that
//   remained live after conversion
// (campaign signatures 2ce7d8427c945f02 and 84c8ae8cf38a36ea, the same bug).
// BUG: not yet reported upstream (docs/BUGS.md #14; found by the dynamic-shape campaign of issue 14). The same
// class of mistake was fixed for tosa.matmul only, in llvm/llvm-project#72724.
// BUGS-ENTRY: 14
// tvfuzz: pass-failure at tosa-to-linalg-named
// XFAIL: *
// RUN: mlir-opt-22 %s --pass-pipeline='builtin.module(func.func(tosa-to-linalg-named{prefer-conv2d-kernel-layout-hwcf=false}))' | mlir-opt-22 -o /dev/null
// tosa-to-linalg-named (MLIR 22.1) lowers tosa.transpose to a linalg.transpose into a tensor.empty built from
// the permuted *input* sizes; when the declared result type is more static (tensor<?x4xf32> transposed to
// tensor<4x1xf32>, accepted by the verifier) the replacement has type tensor<4x?xf32>, and the pass fails:
//   failed to legalize unresolved materialization from ('tensor<4x?xf32>') to ('tensor<4x1xf32>') that
//   remained live after conversion
// (campaign signatures 2ce7d8427c945f02 and 84c8ae8cf38a36ea, the same bug).
// BUG: not yet reported upstream (docs/BUGS.md #14; found by the dynamic-shape campaign of issue 14). The same
// class of mistake was fixed for tosa.matmul only, in llvm/llvm-project#72724.
// BUGS-ENTRY: 14
// PIPELINE: builtin.module(func.func(tosa-to-linalg-named))
// EXPECT: error
// EXPECT-STATUS: pass-failure
// EXPECT-PASS: tosa-to-linalg-named
func.func @main(%arg0: tensor<?x4xf32>) -> tensor<4x1xf32> {
  %0 = tosa.transpose %arg0 {perms = array<i32: 1, 0>} : (tensor<?x4xf32>) -> tensor<4x1xf32>
  return %0 : tensor<4x1xf32>
}
