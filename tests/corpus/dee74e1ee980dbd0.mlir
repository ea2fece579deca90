// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern tosa.greater.fold.const
// CORPUS-KEY: pattern tosa.intdiv.fold.const
// CORPUS-KEY: pattern tosa.reduce_min.layerwise.const
// CORPUS-SEED: 994696
// PIPELINE: vectorize
// CORPUS-CORRECT: 2:19e7d9d49e7ce44c 8:93c8ae3c9809cd03 12:0fc0b018e24e6433 15:e20d2dea1f783b17 18:de6cad72966348b7
// CORPUS-CORRECT: 19:0c7146854292c1fc 20:70b5bee7f28f064d 24:af04390613a373a8
module {
  func.func @main() -> (tensor<i32>, tensor<2x1xi8>) {
    %0 = "tosa.const"() <{values = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %1 = tosa.intdiv %0, %0 : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %2 = "tosa.const"() <{values = dense<1> : tensor<2x2xi32>}> : () -> tensor<2x2xi32>
    %3 = tosa.greater %2, %2 : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi1>
    %4 = tosa.cast %3 : (tensor<2x2xi1>) -> tensor<2x2xi8>
    %5 = tosa.reduce_min %4 {axis = 1 : i32} : (tensor<2x2xi8>) -> tensor<2x1xi8>
    return %1, %5 : tensor<i32>, tensor<2x1xi8>
  }
}
