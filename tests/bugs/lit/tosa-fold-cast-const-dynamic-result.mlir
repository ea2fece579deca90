// The tosa.cast constant folder (MLIR 22.1) folds a cast of a splat constant into a DenseElementsAttr of the
// op's result type even when that type is dynamic (tensor<?x3xf32>): the pass "succeeds", the in-memory
// verifier does not look at the attribute's shape, but the printed IR does not parse back:
//   "tosa.const"() <{values = dense<1.000000e+00> : tensor<?x3xf32>}> : () -> tensor<?x3xf32>
//   error: elements literal type must have static shape
// Found by the one-hour campaign hunt-b (signature 3820656d39e73b6c at tosa-optional-decompositions, and
// b2415ae6c8215eb7 at tosa-to-arith, whose input was that unparseable IR); canonicalize folds it too.
// BUG: known upstream, fixed on main after the 22 branch by llvm/llvm-project#188188 ("Harden folds/canonicalizations
// for unranked and dynamic shapes", which guards CastOp::fold among others), not in 22.1.8 (docs/BUGS.md #15).
// BUGS-ENTRY: 15
// tvfuzz: invalid-ir at tosa-optional-decompositions
// XFAIL: *
// RUN: mlir-opt-22 %s --pass-pipeline='builtin.module(func.func(tosa-optional-decompositions))' | mlir-opt-22 -o /dev/null
// The tosa.cast constant folder (MLIR 22.1) folds a cast of a splat constant into a DenseElementsAttr of the
// op's result type even when that type is dynamic (tensor<?x3xf32>): the pass "succeeds", the in-memory
// verifier does not look at the attribute's shape, but the printed IR does not parse back:
//   "tosa.const"() <{values = dense<1.000000e+00> : tensor<?x3xf32>}> : () -> tensor<?x3xf32>
//   error: elements literal type must have static shape
// Found by the one-hour campaign hunt-b (signature 3820656d39e73b6c at tosa-optional-decompositions, and
// b2415ae6c8215eb7 at tosa-to-arith, whose input was that unparseable IR); canonicalize folds it too.
// BUG: known upstream, fixed on main after the 22 branch by llvm/llvm-project#188188 ("Harden folds/canonicalizations
// for unranked and dynamic shapes", which guards CastOp::fold among others), not in 22.1.8 (docs/BUGS.md #15).
// BUGS-ENTRY: 15
// PIPELINE: builtin.module(func.func(tosa-optional-decompositions))
// EXPECT: error
// EXPECT-STATUS: invalid-ir
// EXPECT-PASS: tosa-optional-decompositions
func.func @main() -> tensor<?x3xf32> {
  %0 = "tosa.const"() <{values = dense<1> : tensor<2x3xi32>}> : () -> tensor<2x3xi32>
  %1 = tosa.cast %0 : (tensor<2x3xi32>) -> tensor<?x3xf32>
  return %1 : tensor<?x3xf32>
}
