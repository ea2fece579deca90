// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern math-expand.ctlz
// CORPUS-KEY: pattern tosa.add.fold.zero-rhs
// CORPUS-SEED: 991641
// PIPELINE: expand
// CORPUS-CORRECT: 2:80a0386a8349c8d3 11:98986306bb49d268 15:9a4fa476ffad97b8
module {
  func.func @main(%arg0: tensor<i32>) -> tensor<i32> {
    %0 = tosa.clz %arg0 : (tensor<i32>) -> tensor<i32>
    %1 = "tosa.const"() <{values = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2 = tosa.add %0, %1 : (tensor<i32>, tensor<i32>) -> tensor<i32>
    return %2 : tensor<i32>
  }
}
