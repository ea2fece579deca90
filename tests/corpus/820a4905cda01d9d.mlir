// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern tosa.transpose.fold.identity-perms
// CORPUS-SEED: 996574
// PIPELINE: bufferize
// CORPUS-CORRECT: 2:33b44ee1113225f3 15:bb8b77e1c437a03e 18:26777621c3c93558 19:e85b3c9b8a25c612 20:82d3f1ef1d7f64bd
// CORPUS-CORRECT: 24:edc9f2463656143c
func.func @main(%arg0: tensor<2x4xi8>) -> tensor<2x4xi8> {
  %0 = tosa.transpose %arg0 {perms = array<i32: 0, 1>} : (tensor<2x4xi8>) -> tensor<2x4xi8>
  return %0 : tensor<2x4xi8>
}
