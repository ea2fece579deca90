// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pass canonicalize
// CORPUS-KEY: pass linalg-fold-unit-extent-dims
// CORPUS-KEY: pass linalg-generalize-named-ops
// CORPUS-KEY: pass linalg-specialize-generic-ops
// CORPUS-KEY: pass tosa-to-arith
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
// CORPUS-KEY: pattern arith.maxsi.fold.max-rhs
// CORPUS-KEY: pattern arith.maxsi.fold.min-rhs
// CORPUS-KEY: pattern arith.maxsi.fold.same-operand
// CORPUS-KEY: pattern arith.minsi.fold.const
// CORPUS-KEY: pattern arith.minsi.fold.max-rhs
// CORPUS-KEY: pattern arith.minsi.fold.min-rhs
// CORPUS-KEY: pattern arith.minsi.fold.same-operand
// CORPUS-KEY: pattern arith.muli.canon.mul-mul-const
// CORPUS-KEY: pattern arith.muli.fold.const
// CORPUS-KEY: pattern arith.muli.fold.one-rhs
// CORPUS-KEY: pattern arith.muli.fold.zero-rhs
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
// CORPUS-KEY: pattern linalg.index.fold.unit-dim
// CORPUS-KEY: pattern math.ctlz.fold.const
// CORPUS-KEY: pattern tensor.dim.fold.static-extent
// CORPUS-SEED: 1502864
// PIPELINE: linalg-opt
// CORPUS-CORRECT: 6:3933a8ad6f5314cf 7:7a74a150cbc7cbf0 12:ecb1ab920b082aed 14:731a7eac582d7600 17:6d3cccb5fa61f95e
// CORPUS-CORRECT: 18:0ae9a5a40154a957 19:9a03927eec44f4ce
func.func @main(%arg0: tensor<1x1x2x5xi8>) -> tensor<1x1x2x5xi8> {
  %0 = "tosa.const"() <{values = dense<33> : tensor<1xi8>}> : () -> tensor<1xi8>
  %1 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %2 = tosa.avg_pool2d %arg0, %0, %1 {acc_type = i32, kernel = array<i64: 2, 1>, pad = array<i64: 1, 0, 0, 0>, stride = array<i64: 2, 1>} : (tensor<1x1x2x5xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x1x2x5xi8>
  return %2 : tensor<1x1x2x5xi8>
}
