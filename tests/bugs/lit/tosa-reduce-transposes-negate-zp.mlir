// tosa-reduce-transposes (MLIR 22.1) hoists the transposes around tosa.negate and rebuilds the negate with
// zero-point operands whose types are garbage-shaped tensors (e.g. tensor<94212798010496xf32>; the number
// changes from run to run, which points at a dangling reference to a temporary shape), so the pass "succeeds"
// and leaves IR that fails verification:
//   'tosa.negate' op operand #1 must be ... tosa-conformant scalar tensor ... but got 'tensor<94212798010496xf32>'
// BUG: not yet reported upstream (found by the tvfuzz seed corpus; see docs/BUGS.md, no existing issue found)
// BUGS-ENTRY: 1
// tvfuzz: invalid-ir at tosa-reduce-transposes
// XFAIL: *
// RUN: mlir-opt-22 %s --pass-pipeline='builtin.module(func.func(tosa-reduce-transposes))' | mlir-opt-22 -o /dev/null
// tosa-reduce-transposes (MLIR 22.1) hoists the transposes around tosa.negate and rebuilds the negate with
// zero-point operands whose types are garbage-shaped tensors (e.g. tensor<94212798010496xf32>; the number
// changes from run to run, which points at a dangling reference to a temporary shape), so the pass "succeeds"
// and leaves IR that fails verification:
//   'tosa.negate' op operand #1 must be ... tosa-conformant scalar tensor ... but got 'tensor<94212798010496xf32>'
// BUG: not yet reported upstream (found by the tvfuzz seed corpus; see docs/BUGS.md, no existing issue found)
// BUGS-ENTRY: 1
// PIPELINE: builtin.module(func.func(tosa-reduce-transposes))
// EXPECT: error
// EXPECT-STATUS: invalid-ir
// EXPECT-PASS: tosa-reduce-transposes
func.func @main(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.transpose %a {perms = array<i32: 1, 0>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %1 = tosa.negate %0, %zp, %zp : (tensor<3x2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<3x2xf32>
  %2 = tosa.transpose %1 {perms = array<i32: 1, 0>} : (tensor<3x2xf32>) -> tensor<2x3xf32>
  return %2 : tensor<2x3xf32>
}
