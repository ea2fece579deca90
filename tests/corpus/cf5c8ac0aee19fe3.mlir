// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
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
// CORPUS-CORRECT: 2:3011297af31fb148 11:26968e9cc7d9cd11 13:8871bc5004aca1fb 14:ad3961ada63e7db0 16:4ee562c5af6add9c
// CORPUS-CORRECT: 17:d1345f293a803be7 19:287281570e8bb1e9
func.func @main(%arg0: tensor<1xi32>) -> tensor<2xi32> {
  %0 = tosa.sub %arg0, %arg0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
  %1 = tosa.const_shape {values = dense<[2]> : tensor<1xindex>} : () -> !tosa.shape<1>
  %2 = tosa.tile %0, %1 : (tensor<1xi32>, !tosa.shape<1>) -> tensor<2xi32>
  return %2 : tensor<2xi32>
}
