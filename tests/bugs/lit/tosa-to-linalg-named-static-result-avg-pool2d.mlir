// tosa-to-linalg-named (MLIR 22.1) lowers a tosa.avg_pool2d with a dynamic input batch and a static result
// batch (tensor<?x1x1x1xf32> -> tensor<1x1x1x1xf32>, accepted by the verifier) to a tensor.empty that passes
// the input's dynamic batch size for the static result dimension (checkHasDynamicBatchDims collects it from
// the input), which fails verification:
//   'tensor.empty' op incorrect number of dynamic sizes, has 1, expected 0
// (campaign signature 564c68ed41fcb3e3).
// BUG: not yet reported upstream (docs/BUGS.md #14; found by the dynamic-shape campaign of issue 14). The same
// class of mistake was fixed for tosa.matmul only, in llvm/llvm-project#72724.
// BUGS-ENTRY: 14
// tvfuzz: invalid-ir at tosa-to-linalg-named
// XFAIL: *
// RUN: mlir-opt-22 %s --pass-pipeline='builtin.module(func.func(tosa-to-linalg-named{prefer-conv2d-kernel-layout-hwcf=false}))' | mlir-opt-22 -o /dev/null
// tosa-to-linalg-named (MLIR 22.1) lowers a tosa.avg_pool2d with a dynamic input batch and a static result
// batch (tensor<?x1x1x1xf32> -> tensor<1x1x1x1xf32>, accepted by the verifier) to a tensor.empty that passes
// the input's dynamic batch size for the static result dimension (checkHasDynamicBatchDims collects it from
// the input), which fails verification:
//   'tensor.empty' op incorrect number of dynamic sizes, has 1, expected 0
// (campaign signature 564c68ed41fcb3e3).
// BUG: not yet reported upstream (docs/BUGS.md #14; found by the dynamic-shape campaign of issue 14). The same
// class of mistake was fixed for tosa.matmul only, in llvm/llvm-project#72724.
// BUGS-ENTRY: 14
// PIPELINE: builtin.module(func.func(tosa-to-linalg-named))
// EXPECT: error
// EXPECT-STATUS: invalid-ir
// EXPECT-PASS: tosa-to-linalg-named
func.func @main(%arg0: tensor<?x1x1x1xf32>) -> tensor<1x1x1x1xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.avg_pool2d %arg0, %zp, %zp {acc_type = f32, kernel = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<?x1x1x1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x1x1xf32>
  return %0 : tensor<1x1x1x1xf32>
}
