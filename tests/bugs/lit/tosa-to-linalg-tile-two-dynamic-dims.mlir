// tosa-to-linalg (MLIR 22.1) lowers tosa.tile to a broadcasting linalg.generic into a rank-2N tensor and a
// tosa.reshape back to rank N whose shape operand holds -1 for every dynamic output dimension. With two or more
// dynamic dimensions (tensor<?x?xf32> tiled by [1, 2]) that reshape is invalid:
//   'tosa.reshape' op expected at most one target dimension to be -1
// (tests/mlirx/dynamic-outcomes.txt, seeds 85 and 114). One dynamic dimension lowers fine.
// BUG: not yet reported upstream (docs/BUGS.md #16; found by the dynamic-shape variants of issue 14)
// BUGS-ENTRY: 16
// tvfuzz: invalid-ir at tosa-to-linalg
// XFAIL: *
// RUN: mlir-opt-22 %s --pass-pipeline='builtin.module(func.func(tosa-to-linalg{aggressive-reduce-constant=false disable-tosa-decompositions=false}))' | mlir-opt-22 -o /dev/null
// tosa-to-linalg (MLIR 22.1) lowers tosa.tile to a broadcasting linalg.generic into a rank-2N tensor and a
// tosa.reshape back to rank N whose shape operand holds -1 for every dynamic output dimension. With two or more
// dynamic dimensions (tensor<?x?xf32> tiled by [1, 2]) that reshape is invalid:
//   'tosa.reshape' op expected at most one target dimension to be -1
// (tests/mlirx/dynamic-outcomes.txt, seeds 85 and 114). One dynamic dimension lowers fine.
// BUG: not yet reported upstream (docs/BUGS.md #16; found by the dynamic-shape variants of issue 14)
// BUGS-ENTRY: 16
// PIPELINE: builtin.module(func.func(tosa-to-linalg))
// EXPECT: error
// EXPECT-STATUS: invalid-ir
// EXPECT-PASS: tosa-to-linalg
func.func @main(%arg0: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %m = tosa.const_shape {values = dense<[1, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.tile %arg0, %m : (tensor<?x?xf32>, !tosa.shape<2>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
