// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern tosa.reduce_sum.fold.unit-axis
// CORPUS-SEED: 996887
// PIPELINE: linalg-opt
// CORPUS-CORRECT: 2:48811f05fc76ce18 12:bd55a98a2e695899
func.func @main() -> tensor<1x3x5xf16> {
  %0 = "tosa.const"() <{values = dense<-0.0> : tensor<1x3x5xf16>}> : () -> tensor<1x3x5xf16>
  %1 = tosa.reduce_sum %0 {axis = 0 : i32} : (tensor<1x3x5xf16>) -> tensor<1x3x5xf16>
  return %1 : tensor<1x3x5xf16>
}
