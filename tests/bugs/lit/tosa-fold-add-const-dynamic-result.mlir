// The tosa.add constant folder (MLIR 22.1) builds the folded DenseElementsAttr with the op's result type even
// when that type is dynamic (tensor<?xf32>): the pass "succeeds", the in-memory verifier does not look at the
// attribute's shape, but the printed IR does not parse back:
//   "tosa.const"() <{values = dense<1.400000e+01> : tensor<?xf32>}> : () -> tensor<?xf32>
//   error: elements literal type must have static shape
// (a dense elements attribute needs a static shape; an assertions-enabled build asserts in DenseElementsAttr).
// tvfuzz reports it as invalid IR through its print/parse round trip (tests/mlirx/dynamic-outcomes.txt, seed 135:
// dense<NaN> : tensor<2x5x?xf32>). canonicalize and tosa-optional-decompositions both fold it.
// BUG: known upstream, fixed on main after the 22 branch by llvm/llvm-project#188188 ("Harden folds/canonicalizations
// for unranked and dynamic shapes", fixes #188187 and #187974), not in 22.1.8 (docs/BUGS.md #15; found by the
// dynamic-shape campaign of issue 14).
// BUGS-ENTRY: 15
// tvfuzz: invalid-ir at canonicalize
// XFAIL: *
// RUN: mlir-opt-22 %s --pass-pipeline='builtin.module(func.func(canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true}))' | mlir-opt-22 -o /dev/null
// The tosa.add constant folder (MLIR 22.1) builds the folded DenseElementsAttr with the op's result type even
// when that type is dynamic (tensor<?xf32>): the pass "succeeds", the in-memory verifier does not look at the
// attribute's shape, but the printed IR does not parse back:
//   "tosa.const"() <{values = dense<1.400000e+01> : tensor<?xf32>}> : () -> tensor<?xf32>
//   error: elements literal type must have static shape
// (a dense elements attribute needs a static shape; an assertions-enabled build asserts in DenseElementsAttr).
// tvfuzz reports it as invalid IR through its print/parse round trip (tests/mlirx/dynamic-outcomes.txt, seed 135:
// dense<NaN> : tensor<2x5x?xf32>). canonicalize and tosa-optional-decompositions both fold it.
// BUG: known upstream, fixed on main after the 22 branch by llvm/llvm-project#188188 ("Harden folds/canonicalizations
// for unranked and dynamic shapes", fixes #188187 and #187974), not in 22.1.8 (docs/BUGS.md #15; found by the
// dynamic-shape campaign of issue 14).
// BUGS-ENTRY: 15
// PIPELINE: builtin.module(func.func(canonicalize))
// EXPECT: error
// EXPECT-STATUS: invalid-ir
// EXPECT-PASS: canonicalize
func.func @main() -> tensor<?xf32> {
  %0 = "tosa.const"() <{values = dense<7.0> : tensor<2xf32>}> : () -> tensor<2xf32>
  %1 = tosa.add %0, %0 : (tensor<2xf32>, tensor<2xf32>) -> tensor<?xf32>
  return %1 : tensor<?xf32>
}
