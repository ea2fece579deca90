// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
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
// CORPUS-CORRECT: 11:89a192df3cc1d562 14:d2007b554700e8da 16:812808a735a84775 17:bf9d38649686f426 18:132f43827cd40bbb
// CORPUS-CORRECT: 19:bf9d38649686f426
func.func @main(%arg0: tensor<2x3x1x2xi32>) -> tensor<2x3x1x1xi32> {
  %0 = tosa.bitwise_or %arg0, %arg0 : (tensor<2x3x1x2xi32>, tensor<2x3x1x2xi32>) -> tensor<2x3x1x2xi32>
  %1 = tosa.reduce_max %0 {axis = 3 : i32} : (tensor<2x3x1x2xi32>) -> tensor<2x3x1x1xi32>
  return %1 : tensor<2x3x1x1xi32>
}
