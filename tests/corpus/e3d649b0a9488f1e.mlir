// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern tosa.select.canon.not-predicate
// CORPUS-SEED: 996457
// PIPELINE: bufferize
// CORPUS-CORRECT: 2:1b7c99a094bcaf7a 3:d91212897317a289 11:76a910f69eb0e912 12:3806df4d9a22b170 15:2feca955d725b87b
// CORPUS-CORRECT: 18:751dc70f494a0e2f 19:7a7080c3fd34ef27 20:2feca955d725b87b
module {
  func.func @main(%arg0: tensor<i1>) -> tensor<i16> {
    %0 = tosa.logical_not %arg0 : (tensor<i1>) -> tensor<i1>
    %1 = "tosa.const"() <{values = dense<0> : tensor<i16>}> : () -> tensor<i16>
    %2 = "tosa.const"() <{values = dense<1> : tensor<i16>}> : () -> tensor<i16>
    %3 = tosa.select %0, %2, %1 : (tensor<i1>, tensor<i16>, tensor<i16>) -> tensor<i16>
    return %3 : tensor<i16>
  }
}
