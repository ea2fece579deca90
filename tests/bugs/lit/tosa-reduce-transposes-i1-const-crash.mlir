// tosa-reduce-transposes (MLIR 22) folds a tosa.transpose of an i1 tosa.const into a new constant whose
// dense attribute is corrupt: the pass itself succeeds, and the first use of the attribute (printing the
// module, here as in mlir-opt-22) dies with SIGSEGV. The same transpose of an i8 constant is fine, so the
// bit-packed storage of i1 dense elements is the suspect.
//   mlir-opt-22 --pass-pipeline='builtin.module(func.func(tosa-reduce-transposes))' THIS_FILE   -> Segmentation fault
// BUG: not yet reported upstream (found by a one-hour tvfuzz campaign, seed 2102; see docs/BUGS.md)
// BUGS-ENTRY: 5
// tvfuzz: crash at tosa-reduce-transposes
// XFAIL: *
// RUN: mlir-opt-22 %s --pass-pipeline='builtin.module(func.func(tosa-reduce-transposes))' | mlir-opt-22 -o /dev/null
// tosa-reduce-transposes (MLIR 22) folds a tosa.transpose of an i1 tosa.const into a new constant whose
// dense attribute is corrupt: the pass itself succeeds, and the first use of the attribute (printing the
// module, here as in mlir-opt-22) dies with SIGSEGV. The same transpose of an i8 constant is fine, so the
// bit-packed storage of i1 dense elements is the suspect.
//   mlir-opt-22 --pass-pipeline='builtin.module(func.func(tosa-reduce-transposes))' THIS_FILE   -> Segmentation fault
// BUG: not yet reported upstream (found by a one-hour tvfuzz campaign, seed 2102; see docs/BUGS.md)
// BUGS-ENTRY: 5
// PIPELINE: builtin.module(func.func(tosa-reduce-transposes))
// EXPECT: error
// EXPECT-STATUS: crash
// EXPECT-PASS: tosa-reduce-transposes
func.func @main() -> tensor<2x2xi1> {
  %0 = "tosa.const"() <{values = dense<[[false, true], [true, true]]> : tensor<2x2xi1>}> : () -> tensor<2x2xi1>
  %1 = tosa.transpose %0 {perms = array<i32: 1, 0>} : (tensor<2x2xi1>) -> tensor<2x2xi1>
  return %1 : tensor<2x2xi1>
}
