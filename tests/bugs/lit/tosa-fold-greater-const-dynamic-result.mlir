// The tosa.greater folder (run by tosa-optional-decompositions' greedy driver) folds static 1x4x1 constants
// into dense<false> of the dynamic result type tensor<?x4x?xi1>, which does not parse back (campaign signature
// 77956b9f78a6e525, reduced by tvfuzz triage). The comparison-folder form of BUGS.md #15 (same binaryFolder helper).
// BUG: not yet reported upstream (docs/BUGS.md #15)
// BUGS-ENTRY: 15
// tvfuzz: invalid-ir at tosa-optional-decompositions
// XFAIL: *
// RUN: mlir-opt-22 %s --pass-pipeline='builtin.module(func.func(tosa-optional-decompositions))' | mlir-opt-22 -o /dev/null
// The tosa.greater folder (run by tosa-optional-decompositions' greedy driver) folds static 1x4x1 constants
// into dense<false> of the dynamic result type tensor<?x4x?xi1>, which does not parse back (campaign signature
// 77956b9f78a6e525, reduced by tvfuzz triage). The comparison-folder form of BUGS.md #15 (same binaryFolder helper).
// BUG: not yet reported upstream (docs/BUGS.md #15)
// BUGS-ENTRY: 15
// PIPELINE: builtin.module(func.func(tosa-optional-decompositions))
// EXPECT: error
// EXPECT-STATUS: invalid-ir
module attributes {tosa.target_env = #tosa.target_env<specification_version = "1.0", level = none, profiles = [pro_int, pro_fp], extensions = [int16, int4, bf16, fp8e4m3, fp8e5m2, fft, variable, controlflow, doubleround, inexactround, dynamic]>} {
  func.func @main() -> tensor<?x4x?xi1> {
    %0 = "tosa.const"() <{values = dense<0> : tensor<1x4x1xi32>}> : () -> tensor<1x4x1xi32>
    %1 = "tosa.const"() <{values = dense<1> : tensor<1x4x1xi32>}> : () -> tensor<1x4x1xi32>
    %2 = tosa.greater %0, %1 : (tensor<1x4x1xi32>, tensor<1x4x1xi32>) -> tensor<?x4x?xi1>
    return %2 : tensor<?x4x?xi1>
  }
}
