// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern tosa.transpose.canon.transpose-of-transpose
// CORPUS-KEY: pattern tosa.transpose.fold.splat-const
// CORPUS-SEED: 1306542
// PIPELINE: full
// CORPUS-CORRECT: 0:4e3227644c9bbbbf 18:610847d3c992af73 30:911e515a1b39de53 33:349d9e6bae7a6d7c 34:0141574636e40432
// CORPUS-CORRECT: 35:1edca7e1f0bf6d02 39:60b3eeb11a012715
module {
  func.func @main() -> tensor<1x1xf32> {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
    %1 = tosa.transpose %0 {perms = array<i32: 0, 1>} : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %2 = tosa.transpose %1 {perms = array<i32: 1, 0>} : (tensor<1x1xf32>) -> tensor<1x1xf32>
    return %2 : tensor<1x1xf32>
  }
}
