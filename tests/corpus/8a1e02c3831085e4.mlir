// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern math-expand.tanh
// CORPUS-SEED: 1307950
// PIPELINE: expand
// CORPUS-CORRECT: 11:c9764b73271d99ea
// CORPUS-STEP: 15 math-expand-ops miscompile e022354d1f9d3584
func.func @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tosa.tanh %arg0 : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
