// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern tosa.intdiv.fold.one-rhs
// CORPUS-SEED: 1508005
// PIPELINE: bufferize
// CORPUS-CORRECT: 2:2a16dd575eb74cd8 15:e1d6714f7039f2a1 18:9557a289a3c90135 19:61dd9849920fbc53 20:6edc922bbb75da2a
// CORPUS-CORRECT: 24:ec087bff9c76c18a
func.func @main(%arg0: tensor<4xi32>) -> tensor<4xi32> {
  %0 = "tosa.const"() <{values = dense<1> : tensor<4xi32>}> : () -> tensor<4xi32>
  %1 = tosa.intdiv %arg0, %0 : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %1 : tensor<4xi32>
}
