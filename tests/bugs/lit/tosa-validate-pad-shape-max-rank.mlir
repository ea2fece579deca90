// tosa-validate (MLIR 22.1) level-checks every !tosa.shape value against MAX_RANK (6 at the default level 8K),
// so the padding operand of a tosa.pad on a rank-4 tensor (!tosa.shape<8>, 2 * rank entries) is rejected:
//   'tosa.pad' op failed shape type level check: '!tosa.shape<8>' exceeds MAX_RANK
// The campaign hit it through tosa-optional-decompositions, which turns a padded 1x1 depthwise_conv2d into a
// rank-5 tosa.pad (!tosa.shape<10>, signature 16fa66187e91f13e); the rank-4 pad below needs no decomposition.
// BUG: known upstream, fixed on main after the 22 branch by llvm/llvm-project#175020 ("Shape operation level
// checks limited to MAX_SHAPE_LEN": "removes prior code which incorrectly checked all shapeTypes"), following
// the TOSA specification change arm/tosa-specification#29; not in 22.1.8 (docs/BUGS.md #17).
// BUGS-ENTRY: 17
// tvfuzz: pass-failure at tosa-validate
// XFAIL: *
// RUN: mlir-opt-22 %s --pass-pipeline='builtin.module(tosa-validate{allow-invalid-op-datatype-combinations=false strict-op-spec-alignment=false})' | mlir-opt-22 -o /dev/null
// tosa-validate (MLIR 22.1) level-checks every !tosa.shape value against MAX_RANK (6 at the default level 8K),
// so the padding operand of a tosa.pad on a rank-4 tensor (!tosa.shape<8>, 2 * rank entries) is rejected:
//   'tosa.pad' op failed shape type level check: '!tosa.shape<8>' exceeds MAX_RANK
// The campaign hit it through tosa-optional-decompositions, which turns a padded 1x1 depthwise_conv2d into a
// rank-5 tosa.pad (!tosa.shape<10>, signature 16fa66187e91f13e); the rank-4 pad below needs no decomposition.
// BUG: known upstream, fixed on main after the 22 branch by llvm/llvm-project#175020 ("Shape operation level
// checks limited to MAX_SHAPE_LEN": "removes prior code which incorrectly checked all shapeTypes"), following
// the TOSA specification change arm/tosa-specification#29; not in 22.1.8 (docs/BUGS.md #17).
// BUGS-ENTRY: 17
// PIPELINE: builtin.module(tosa-validate)
// EXPECT: error
// EXPECT-STATUS: pass-failure
// EXPECT-PASS: tosa-validate
func.func @main(%arg0: tensor<1x1x1x1xf32>) -> tensor<1x3x1x1xf32> {
  %p = tosa.const_shape {values = dense<[0, 0, 1, 1, 0, 0, 0, 0]> : tensor<8xindex>} : () -> !tosa.shape<8>
  %v = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.pad %arg0, %p, %v : (tensor<1x1x1x1xf32>, !tosa.shape<8>, tensor<1xf32>) -> tensor<1x3x1x1xf32>
  return %0 : tensor<1x3x1x1xf32>
}
