// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern tosa.reverse.fold.splat-const
// CORPUS-KEY: pattern tosa.reverse.fold.unit-axis
// CORPUS-SEED: 1900073
// PIPELINE: tosa-opt
// CORPUS-CORRECT: 0:40838910fb0131ce
func.func @main() -> tensor<1xf32> {
  %0 = "tosa.const"() <{values = dense<-6.75> : tensor<1xf32>}> : () -> tensor<1xf32>
  %1 = tosa.reverse %0 {axis = 0 : i32} : (tensor<1xf32>) -> tensor<1xf32>
  return %1 : tensor<1xf32>
}
