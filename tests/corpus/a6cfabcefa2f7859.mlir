// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern tosa.reverse.fold.splat-const
// CORPUS-KEY: pattern tosa.reverse.fold.unit-axis
// CORPUS-SEED: 996745
// PIPELINE: bufferize
// CORPUS-CORRECT: 2:2665720da813a8ef 12:92ecacf121ff4c2f 15:b366b04ed2126999 18:6c7cd17e0c7bb65c 19:5b212831a9522b08
// CORPUS-CORRECT: 20:7ebb24754e72afe8 24:d7609588b45a66a1
func.func @main() -> tensor<1x1xf16> {
  %0 = "tosa.const"() <{values = dense<-1.0> : tensor<1x1xf16>}> : () -> tensor<1x1xf16>
  %1 = tosa.reverse %0 {axis = 1 : i32} : (tensor<1x1xf16>) -> tensor<1x1xf16>
  return %1 : tensor<1x1xf16>
}
