// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern tosa.equal.fold.const
// CORPUS-SEED: 990109
// PIPELINE: tosa-opt
// CORPUS-CORRECT: 0:67c132d16baeb639
func.func @main() -> tensor<1xi1> {
  %0 = "tosa.const"() <{values = dense<1.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %1 = tosa.equal %0, %0 : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
  return %1 : tensor<1xi1>
}
