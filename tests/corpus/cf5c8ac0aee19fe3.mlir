// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pass tosa-to-tensor
// CORPUS-KEY: pattern linalg.fill.canon.fill-collapse-shape
// CORPUS-KEY: pattern tensor.collapse_shape.canon.collapse-of-expand
// CORPUS-KEY: pattern tensor.collapse_shape.canon.compose-collapse-collapse
// CORPUS-KEY: pattern tensor.collapse_shape.canon.of-cast
// CORPUS-KEY: pattern tensor.collapse_shape.canon.reshape-of-const
// CORPUS-KEY: pattern tensor.collapse_shape.canon.reshape-of-from-elements
// CORPUS-KEY: pattern tensor.collapse_shape.canon.reshape-of-splat-op
// CORPUS-KEY: pattern tensor.collapse_shape.fold.const
// CORPUS-KEY: pattern tensor.collapse_shape.fold.identity
// CORPUS-KEY: pattern tensor.collapse_shape.fold.inverse-expand
// CORPUS-KEY: pattern tosa.const_shape.fold.attr
// CORPUS-SEED: 991280
// PIPELINE: linalg-opt
// CORPUS-STEP: 2 tosa-optional-decompositions correct 3011297af31fb148
// CORPUS-STEP: 11 tosa-to-linalg correct 26968e9cc7d9cd11
// CORPUS-STEP: 13 tosa-to-tensor correct 8871bc5004aca1fb
// CORPUS-STEP: 14 canonicalize correct ad3961ada63e7db0
// CORPUS-STEP: 16 linalg-fuse-elementwise-ops correct 4ee562c5af6add9c
// CORPUS-STEP: 17 linalg-fold-unit-extent-dims correct d1345f293a803be7
// CORPUS-STEP: 19 linalg-specialize-generic-ops correct 287281570e8bb1e9
func.func @main(%arg0: tensor<1xi32>) -> tensor<2xi32> {
  %0 = tosa.sub %arg0, %arg0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
  %1 = tosa.const_shape {values = dense<[2]> : tensor<1xindex>} : () -> !tosa.shape<1>
  %2 = tosa.tile %0, %1 : (tensor<1xi32>, !tosa.shape<1>) -> tensor<2xi32>
  return %2 : tensor<2xi32>
}
