// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pass affine-loop-fusion
// CORPUS-KEY: pass affine-scalrep
// CORPUS-KEY: pass bufferization-lower-deallocations
// CORPUS-KEY: pass convert-linalg-to-affine-loops
// CORPUS-KEY: pass lower-affine
// CORPUS-KEY: pattern arith.cmpf.canon.int-to-fp-const
// CORPUS-KEY: pattern arith.cmpf.fold.const
// CORPUS-KEY: pattern arith.maximumf.fold.same-operand
// CORPUS-KEY: pattern arith.select.canon.i1-to-not
// CORPUS-KEY: pattern arith.select.canon.not-cond
// CORPUS-KEY: pattern arith.select.canon.redundant-false
// CORPUS-KEY: pattern arith.select.canon.redundant-true
// CORPUS-KEY: pattern arith.select.canon.to-extui
// CORPUS-KEY: pattern arith.select.fold.cmp-eq-ne
// CORPUS-KEY: pattern arith.select.fold.const-cond-elementwise
// CORPUS-KEY: pattern arith.select.fold.const-false
// CORPUS-KEY: pattern arith.select.fold.const-true
// CORPUS-KEY: pattern arith.select.fold.i1-true-false
// CORPUS-KEY: pattern arith.select.fold.poison
// CORPUS-KEY: pattern arith.select.fold.same-branches
// CORPUS-SEED: 1700951
// PIPELINE: affine-loops
// CORPUS-CORRECT: 11:1d7fa50c48f6fa98 15:b290278bd3936554 18:1e1a6e65d58a137c 19:44032b8f8b22b989 20:1087749c6b6eb2f8
// CORPUS-CORRECT: 21:232dff3b59c5be76 23:02b9919952272566 25:2879102e7f61526f 27:a17aee06af5df4dd 28:a2d01102a155a102
// CORPUS-CORRECT: 30:871013da640d3f36 31:19fef7556e9dcf3c
func.func @main(%arg0: tensor<4x3xf32>) -> tensor<4x3xf32> {
  %0 = tosa.erf %arg0 : (tensor<4x3xf32>) -> tensor<4x3xf32>
  %1 = tosa.maximum %0, %0 {nan_mode = IGNORE} : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
  return %1 : tensor<4x3xf32>
}
