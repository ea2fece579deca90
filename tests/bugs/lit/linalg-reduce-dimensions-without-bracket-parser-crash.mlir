// The MLIR 22.1 parser crashes (SIGSEGV in NamedAttrList::set under linalg::ReduceOp::parse) on a
// linalg.reduce whose `dimensions` list lacks its opening '[': it reports "expected '['" and then goes on
// with the attribute it failed to parse instead of returning failure. A parse error must end the run
// with the diagnostic, not a crash.
// BUG: not yet reported upstream (docs/BUGS.md #20; found by the raw-MLIR libFuzzer target fz_target_mlir)
// BUGS-ENTRY: 20
// tvfuzz: a parser crash, which no tests/bugs/*.pipeline.mlir can hold (tvfuzz parses in-process and
// rejects input that does not parse); this hand-written lit test is copied to tests/bugs/lit/ by
// scripts/make-lit-tests.sh. Fixed, mlir-opt-22 exits 1 with the diagnostic and the test passes.
// XFAIL: *
// RUN: not mlir-opt-22 %s 2>&1 | FileCheck %s
// CHECK: error: expected '['
// CHECK-NOT: Stack dump
func.func @main(%arg0: tensor<2x3xf32>, %init: tensor<2xf32>) -> tensor<2xf32> {
  %0 = linalg.reduce ins(%arg0 : tensor<2x3xf32>) outs(%init : tensor<2xf32>) dimensions = 1]
    (%in: f32, %out: f32) {
      %s = arith.addf %in, %out : f32
      linalg.yield %s : f32
    }
  return %0 : tensor<2xf32>
}
