// The tosa.intdiv folder replaces x / splat(1) by x without checking the type: the declared result
// tensor<10x1x?x?xi32> becomes the operand's tensor<10x1x1x1xi32> and func.return no longer verifies. The
// INTDIV form of BUGS.md #15 (campaign signature fe3b4116cf139804, campJ, reduced by tvfuzz triage).
// BUG: not yet reported upstream (docs/BUGS.md #15)
// BUGS-ENTRY: 15
// tvfuzz: invalid-ir at tosa-optional-decompositions
// XFAIL: *
// RUN: mlir-opt-22 %s --pass-pipeline='builtin.module(tosa-to-mlprogram,func.func(tosa-to-scf),func.func(tosa-optional-decompositions))' | mlir-opt-22 -o /dev/null
// The tosa.intdiv folder replaces x / splat(1) by x without checking the type: the declared result
// tensor<10x1x?x?xi32> becomes the operand's tensor<10x1x1x1xi32> and func.return no longer verifies. The
// INTDIV form of BUGS.md #15 (campaign signature fe3b4116cf139804, campJ, reduced by tvfuzz triage).
// BUG: not yet reported upstream (docs/BUGS.md #15)
// BUGS-ENTRY: 15
// PIPELINE: builtin.module(tosa-to-mlprogram,func.func(tosa-to-scf),func.func(tosa-optional-decompositions))
// EXPECT: error
// EXPECT-STATUS: invalid-ir
// EXPECT-PASS: tosa-optional-decompositions
module attributes {tosa.target_env = #tosa.target_env<specification_version = "1.0", level = none, profiles = [pro_int, pro_fp], extensions = [int16, int4, bf16, fp8e4m3, fp8e5m2, fft, variable, controlflow, doubleround, inexactround, dynamic]>} {
  func.func @main(%arg0: tensor<10x1x1x1xi32>) -> tensor<10x1x?x?xi32> {
    %0 = "tosa.const"() <{values = dense<1> : tensor<10x1x1x1xi32>}> : () -> tensor<10x1x1x1xi32>
    %1 = tosa.intdiv %arg0, %0 : (tensor<10x1x1x1xi32>, tensor<10x1x1x1xi32>) -> tensor<10x1x?x?xi32>
    return %1 : tensor<10x1x?x?xi32>
  }
}
