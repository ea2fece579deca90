// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern arith.extsi.fold.ext-of-ext
// CORPUS-SEED: 1306734
// PIPELINE: linalg-opt
// CORPUS-CORRECT: 11:1b318e139479a1fd 12:b341e1ddc5a0683b 14:50a41451c7f2f076 16:d199d4303b32b9cf 17:8423f575a9907147
func.func @main(%arg0: tensor<1xi8>) -> tensor<1xi32> {
  %0 = "tosa.const"() <{values = dense<1> : tensor<1xi8>}> : () -> tensor<1xi8>
  %1 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %2 = tosa.mul %0, %arg0, %1 : (tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1xi32>
  return %2 : tensor<1xi32>
}
