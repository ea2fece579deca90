// The tosa.mul constant folder (MLIR 22.1) folds the product of two splat constants into a DenseElementsAttr of
// the op's result type when that type is dynamic (tensor<3x?xf32>): the in-memory verifier accepts it, the
// printed IR does not parse back ("elements literal type must have static shape"). The same family as the
// tosa.cast and tosa.reciprocal folders' tests (docs/BUGS.md #15). Found by campaign campL (triage signature
// e33f415a55c7be25; triage matched it to #15 as another op's folder).
// BUG: the family llvm/llvm-project#188188 hardened on main (folds for dynamic shapes); whether it guards the
// mul fold was not checked (docs/BUGS.md #15).
// BUGS-ENTRY: 15
// tvfuzz: invalid-ir at tosa-optional-decompositions
// XFAIL: *
// RUN: mlir-opt-22 %s --pass-pipeline='builtin.module(func.func(tosa-optional-decompositions))' | mlir-opt-22 -o /dev/null
// The tosa.mul constant folder (MLIR 22.1) folds the product of two splat constants into a DenseElementsAttr of
// the op's result type when that type is dynamic (tensor<3x?xf32>): the in-memory verifier accepts it, the
// printed IR does not parse back ("elements literal type must have static shape"). The same family as the
// tosa.cast and tosa.reciprocal folders' tests (docs/BUGS.md #15). Found by campaign campL (triage signature
// e33f415a55c7be25; triage matched it to #15 as another op's folder).
// BUG: the family llvm/llvm-project#188188 hardened on main (folds for dynamic shapes); whether it guards the
// mul fold was not checked (docs/BUGS.md #15).
// BUGS-ENTRY: 15
// PIPELINE: builtin.module(func.func(tosa-optional-decompositions))
// EXPECT: error
// EXPECT-STATUS: invalid-ir
// EXPECT-PASS: tosa-optional-decompositions
module attributes {tosa.target_env = #tosa.target_env<specification_version = "1.0", level = none, profiles = [pro_int, pro_fp], extensions = [int16, int4, bf16, fp8e4m3, fp8e5m2, fft, variable, controlflow, doubleround, inexactround, dynamic]>} {
  func.func @main() -> tensor<3x?xf32> {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<3x1xf32>}> : () -> tensor<3x1xf32>
    %1 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %2 = tosa.mul %0, %0, %1 : (tensor<3x1xf32>, tensor<3x1xf32>, tensor<1xi8>) -> tensor<3x?xf32>
    return %2 : tensor<3x?xf32>
  }
}
