// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern tosa.mul.fold.one-rhs
// CORPUS-SEED: 1303456
// PIPELINE: tosa-lowering
// CORPUS-CORRECT: 2:7838aeb41cba9bed
module {
  func.func @main(%arg0: tensor<1xi32>) -> tensor<1xi32> {
    %0 = "tosa.const"() <{values = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %1 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %2 = tosa.mul %arg0, %0, %1 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi8>) -> tensor<1xi32>
    return %2 : tensor<1xi32>
  }
}
