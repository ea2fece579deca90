// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern tosa.mul.fold.one-lhs
// CORPUS-SEED: 1505097
// PIPELINE: expand
// CORPUS-CORRECT: 2:4fcff91005edce1e
func.func @main(%arg0: tensor<1xf32>) -> tensor<1xf32> {
  %0 = "tosa.const"() <{values = dense<1.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %1 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %2 = tosa.mul %0, %arg0, %1 : (tensor<1xf32>, tensor<1xf32>, tensor<1xi8>) -> tensor<1xf32>
  return %2 : tensor<1xf32>
}
