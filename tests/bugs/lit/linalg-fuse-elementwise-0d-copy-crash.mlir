// linalg-fuse-elementwise-ops (MLIR 22.1) crashes (SIGSEGV in APFloat::Storage::operator=, under a greedy pattern
// rewrite) on a rank-0 linalg.copy of a constant: the constant folding of an elementwise op on a 0-d tensor.
// A rank-1 copy does not crash.
// BUG: not yet reported upstream (docs/BUGS.md #12; found by the one-hour default campaign, signature
// 19aca316240688c7, reduced by tvfuzz triage from 17 ops to 1)
// BUGS-ENTRY: 12
// tvfuzz: crash at linalg-fuse-elementwise-ops
// XFAIL: *
// RUN: mlir-opt-22 %s --pass-pipeline='builtin.module(func.func(linalg-fuse-elementwise-ops))' | mlir-opt-22 -o /dev/null
// linalg-fuse-elementwise-ops (MLIR 22.1) crashes (SIGSEGV in APFloat::Storage::operator=, under a greedy pattern
// rewrite) on a rank-0 linalg.copy of a constant: the constant folding of an elementwise op on a 0-d tensor.
// A rank-1 copy does not crash.
// BUG: not yet reported upstream (docs/BUGS.md #12; found by the one-hour default campaign, signature
// 19aca316240688c7, reduced by tvfuzz triage from 17 ops to 1)
// BUGS-ENTRY: 12
// PIPELINE: builtin.module(func.func(linalg-fuse-elementwise-ops))
// EXPECT: error
// EXPECT-STATUS: crash
// EXPECT-PASS: linalg-fuse-elementwise-ops
func.func @main() -> tensor<f32> {
  %cst = arith.constant dense<0.000000e+00> : tensor<f32>
  %0 = tensor.empty() : tensor<f32>
  %1 = linalg.copy ins(%cst : tensor<f32>) outs(%0 : tensor<f32>) -> tensor<f32>
  return %1 : tensor<f32>
}
