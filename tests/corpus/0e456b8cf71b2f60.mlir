// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern tosa.select.fold.const-predicate
// CORPUS-KEY: pattern tosa.select.fold.same-branches
// CORPUS-SEED: 1706330
// PIPELINE: expand
// CORPUS-CORRECT: 2:14e73f5f10e072c9
func.func @main(%arg0: tensor<5xi32>) -> tensor<5xi32> {
  %0 = "tosa.const"() <{values = dense<false> : tensor<5xi1>}> : () -> tensor<5xi1>
  %1 = tosa.select %0, %arg0, %arg0 : (tensor<5xi1>, tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
  return %1 : tensor<5xi32>
}
