// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern tosa.greater_equal.fold.const
// CORPUS-SEED: 1702479
// PIPELINE: bufferize
// CORPUS-CORRECT: 2:765fd4edd4568c39 12:9853ee19f05026d7 15:a21ba43832a33021 18:72c97e47fe9ab6fe 19:5e930dc992b3b53e
// CORPUS-CORRECT: 20:9146c4914b2b3f06 24:b1d105f4539aa551
func.func @main() -> tensor<3xi1> {
  %0 = "tosa.const"() <{values = dense<-3.5> : tensor<3xbf16>}> : () -> tensor<3xbf16>
  %1 = tosa.greater_equal %0, %0 : (tensor<3xbf16>, tensor<3xbf16>) -> tensor<3xi1>
  return %1 : tensor<3xi1>
}
