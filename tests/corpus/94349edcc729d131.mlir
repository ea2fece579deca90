// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern arith.addf.fold.const
// CORPUS-KEY: pattern arith.addf.fold.neg-zero
// CORPUS-KEY: pattern arith.divf.fold.const
// CORPUS-KEY: pattern arith.divf.fold.one-rhs
// CORPUS-KEY: pattern arith.negf.fold.const
// CORPUS-KEY: pattern arith.negf.fold.double-neg
// CORPUS-KEY: pattern math.exp.fold.const
// CORPUS-SEED: 1306050
// PIPELINE: linalg-opt
// CORPUS-CORRECT: 11:342408cb73f37481 12:d955bd82082519e9 14:e2042e47ec5c88d2 17:afe8baedfaea9e54 19:c27bd86c786f08a8
// CORPUS-STEP: 16 linalg-fuse-elementwise-ops deferred 5eae9add4be71db3
func.func @main() -> tensor<1xf32> {
  %0 = "tosa.const"() <{values = dense<0x207358F2> : tensor<1xf32>}> : () -> tensor<1xf32>
  %1 = tosa.sigmoid %0 : (tensor<1xf32>) -> tensor<1xf32>
  return %1 : tensor<1xf32>
}
