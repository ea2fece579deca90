// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern arith.andi.canon.ext-si
// CORPUS-KEY: pattern arith.andi.canon.ext-ui
// CORPUS-KEY: pattern arith.andi.fold.all-ones-rhs
// CORPUS-KEY: pattern arith.andi.fold.and-of-and
// CORPUS-KEY: pattern arith.andi.fold.const
// CORPUS-KEY: pattern arith.andi.fold.x-and-not-x
// CORPUS-KEY: pattern arith.andi.fold.zero-rhs
// CORPUS-SEED: 1507602
// PIPELINE: affine-loops
// CORPUS-CORRECT: 11:3154b4f3e1d26edf 15:527646f60fb2f209 18:412cb29511e116d9 19:c95bc58b2fa4d3ed 20:527646f60fb2f209
// CORPUS-CORRECT: 25:214275424a3bdb57 28:833ec5d930ef8fcb 30:cf744cdb3b7e1bec 31:544b436e725bd250
func.func @main(%arg0: tensor<2xi32>) -> tensor<2xi32> {
  %0 = tosa.bitwise_and %arg0, %arg0 : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}
