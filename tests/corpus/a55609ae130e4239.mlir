// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pass cse
// CORPUS-KEY: pass math-expand-ops
// CORPUS-KEY: pattern arith-expand.minimumf
// CORPUS-KEY: pattern math-expand.roundeven
// CORPUS-SEED: 1900521
// PIPELINE: full
// CORPUS-CORRECT: 17:096e04bb2b75bc6d 20:08ade310495a096d 27:efa6380ed5a110da 30:63a12e2c3f6011a9 32:03e17c8d044b1d1e
// CORPUS-CORRECT: 33:5f597a624dbad673 34:e4e4d6ac9b1e8f38 35:03e17c8d044b1d1e 37:dbcbf60ae937e5c0 40:2220cd3c8ec4ba5c
// CORPUS-STEP: 28 math-expand-ops miscompile c72557b6058abaa2
module {
  func.func @main(%arg0: tensor<f32>) -> tensor<i8> {
    %0 = tosa.cast %arg0 : (tensor<f32>) -> tensor<i8>
    return %0 : tensor<i8>
  }
}
