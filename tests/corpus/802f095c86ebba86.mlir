// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern math-expand.ctlz
// CORPUS-SEED: 1305997
// PIPELINE: expand
// CORPUS-CORRECT: 11:98986306bb49d268 15:9a4fa476ffad97b8
func.func @main(%arg0: tensor<i32>) -> tensor<i32> {
  %0 = tosa.clz %arg0 : (tensor<i32>) -> tensor<i32>
  return %0 : tensor<i32>
}
