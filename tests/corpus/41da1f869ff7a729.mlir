// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern tosa.intdiv.fold.one-rhs
// CORPUS-SEED: 996419
// PIPELINE: linalg-opt
// CORPUS-CORRECT: 2:58e4c39db4346c6c
module {
  func.func @main(%arg0: tensor<i32>) -> tensor<i32> {
    %0 = "tosa.const"() <{values = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %1 = tosa.intdiv %arg0, %0 : (tensor<i32>, tensor<i32>) -> tensor<i32>
    return %1 : tensor<i32>
  }
}
