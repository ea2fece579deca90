// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pass canonicalize
// CORPUS-KEY: pass cse
// CORPUS-KEY: pass linalg-fold-unit-extent-dims
// CORPUS-KEY: pass linalg-fuse-elementwise-ops
// CORPUS-KEY: pass linalg-generalize-named-ops
// CORPUS-KEY: pass linalg-specialize-generic-ops
// CORPUS-KEY: pass tosa-optional-decompositions
// CORPUS-KEY: pass tosa-to-arith
// CORPUS-KEY: pass tosa-to-linalg
// CORPUS-KEY: pass tosa-to-linalg-named
// CORPUS-KEY: pattern arith.commutative.fold.const-to-rhs
// CORPUS-KEY: pattern arith.constant.fold.attr
// CORPUS-KEY: pattern arith.divui.fold.const
// CORPUS-KEY: pattern arith.divui.fold.mul-cancel
// CORPUS-KEY: pattern arith.divui.fold.one-rhs
// CORPUS-KEY: pattern arith.extsi.fold.const
// CORPUS-KEY: pattern arith.extui.fold.const
// CORPUS-KEY: pattern arith.extui.fold.ext-of-ext
// CORPUS-KEY: pattern arith.index_cast.canon.cast-of-cast
// CORPUS-KEY: pattern arith.index_cast.canon.of-extsi
// CORPUS-KEY: pattern arith.index_cast.fold.const
// CORPUS-KEY: pattern arith.maxsi.fold.const
// CORPUS-KEY: pattern arith.muli.fold.one-rhs
// CORPUS-KEY: pattern arith.shli.fold.const
// CORPUS-KEY: pattern arith.shli.fold.zero-rhs
// CORPUS-KEY: pattern arith.shrui.fold.const
// CORPUS-KEY: pattern arith.shrui.fold.zero-rhs
// CORPUS-KEY: pattern arith.subi.canon.lhs-add-const
// CORPUS-KEY: pattern arith.subi.canon.lhs-sub-const-lhs
// CORPUS-KEY: pattern arith.subi.canon.lhs-sub-const-rhs
// CORPUS-KEY: pattern arith.subi.canon.rhs-add-const
// CORPUS-KEY: pattern arith.subi.canon.rhs-sub-const-lhs
// CORPUS-KEY: pattern arith.subi.canon.rhs-sub-const-rhs
// CORPUS-KEY: pattern arith.subi.canon.sub-sub-lhs
// CORPUS-KEY: pattern arith.subi.fold.add-cancel
// CORPUS-KEY: pattern arith.subi.fold.const
// CORPUS-KEY: pattern arith.subi.fold.same-operand
// CORPUS-KEY: pattern arith.subi.fold.zero-rhs
// CORPUS-KEY: pattern arith.trunci.canon.of-extsi
// CORPUS-KEY: pattern arith.trunci.canon.of-extui
// CORPUS-KEY: pattern arith.trunci.canon.shrsi-to-shrui
// CORPUS-KEY: pattern arith.trunci.fold.const
// CORPUS-KEY: pattern arith.trunci.fold.trunc-of-ext
// CORPUS-KEY: pattern arith.trunci.fold.trunc-of-trunc
// CORPUS-KEY: pattern math.ctlz.fold.const
// CORPUS-KEY: pattern tensor.dim.fold.static-extent
// CORPUS-KEY: pattern tosa.tile.fold.all-ones
// CORPUS-SEED: 996860
// PIPELINE: linalg-opt
// CORPUS-CORRECT: 2:ca4c85d023cbc9c5 6:571e0e7d3d199386 7:93f84947b416c529 11:b710edf3b2563f1e 12:0660a6c789904a60
// CORPUS-CORRECT: 14:21999aacf407e2b6 15:d056ab740aee3c95 16:2888e5c4d85614ee 17:ab128247a69f331c 18:d9c46f14bdab68be
// CORPUS-CORRECT: 19:f0bcb5784bcb7468
func.func @main(%arg0: tensor<1x1x4x3xi16>, %arg1: tensor<1x5xf32>, %arg2: tensor<1x5xf32>) -> (tensor<1x1x4x3xi16>, tensor<1x5xf32>) {
  %0 = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %1 = tosa.avg_pool2d %arg0, %0, %0 {acc_type = i32, kernel = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x4x3xi16>, tensor<1xi16>, tensor<1xi16>) -> tensor<1x1x4x3xi16>
  %2 = tosa.abs %arg1 : (tensor<1x5xf32>) -> tensor<1x5xf32>
  %3 = tosa.maximum %2, %arg2 : (tensor<1x5xf32>, tensor<1x5xf32>) -> tensor<1x5xf32>
  %4 = tosa.const_shape {values = dense<[1, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %5 = tosa.tile %3, %4 : (tensor<1x5xf32>, !tosa.shape<2>) -> tensor<1x5xf32>
  return %1, %5 : tensor<1x1x4x3xi16>, tensor<1x5xf32>
}
