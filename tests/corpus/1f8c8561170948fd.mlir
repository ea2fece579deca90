// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern tosa.transpose.fold.splat-const
// CORPUS-SEED: 996588
// PIPELINE: tosa-lowering
// CORPUS-CORRECT: 2:5bb96cf7942c09d0 12:8c3a50cfa1ba02d4
func.func @main() -> tensor<5x1xf32> {
  %0 = "tosa.const"() <{values = dense<64.0> : tensor<1x5xf32>}> : () -> tensor<1x5xf32>
  %1 = tosa.transpose %0 {perms = array<i32: 1, 0>} : (tensor<1x5xf32>) -> tensor<5x1xf32>
  return %1 : tensor<5x1xf32>
}
