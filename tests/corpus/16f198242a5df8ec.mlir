// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern arith.ori.fold.all-ones-rhs
// CORPUS-KEY: pattern arith.ori.fold.const
// CORPUS-KEY: pattern arith.ori.fold.x-or-not-x
// CORPUS-KEY: pattern arith.ori.fold.zero-rhs
// CORPUS-KEY: pattern linalg.fill.canon.fill-expand-shape
// CORPUS-KEY: pattern tensor.expand_shape.canon.compose-expand-expand
// CORPUS-KEY: pattern tensor.expand_shape.canon.expand-of-collapse
// CORPUS-KEY: pattern tensor.expand_shape.canon.reshape-of-const
// CORPUS-KEY: pattern tensor.expand_shape.canon.reshape-of-from-elements
// CORPUS-KEY: pattern tensor.expand_shape.canon.reshape-of-splat-op
// CORPUS-KEY: pattern tensor.expand_shape.canon.static-from-cast
// CORPUS-KEY: pattern tensor.expand_shape.fold.const
// CORPUS-KEY: pattern tensor.expand_shape.fold.identity
// CORPUS-KEY: pattern tensor.expand_shape.fold.inverse-collapse
// CORPUS-SEED: 995339
// PIPELINE: linalg-opt
// CORPUS-STEP: 11 tosa-to-linalg correct 89a192df3cc1d562
// CORPUS-STEP: 14 canonicalize correct d2007b554700e8da
// CORPUS-STEP: 16 linalg-fuse-elementwise-ops correct 812808a735a84775
// CORPUS-STEP: 17 linalg-fold-unit-extent-dims correct bf9d38649686f426
// CORPUS-STEP: 18 linalg-generalize-named-ops correct 132f43827cd40bbb
// CORPUS-STEP: 19 linalg-specialize-generic-ops correct bf9d38649686f426
func.func @main(%arg0: tensor<2x3x1x2xi32>) -> tensor<2x3x1x1xi32> {
  %0 = tosa.bitwise_or %arg0, %arg0 : (tensor<2x3x1x2xi32>, tensor<2x3x1x2xi32>) -> tensor<2x3x1x2xi32>
  %1 = tosa.reduce_max %0 {axis = 3 : i32} : (tensor<2x3x1x2xi32>) -> tensor<2x3x1x1xi32>
  return %1 : tensor<2x3x1x1xi32>
}
