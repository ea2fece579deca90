// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern tosa.reduce_max.layerwise.const
// CORPUS-SEED: 995463
// PIPELINE: tosa-lowering
// CORPUS-CORRECT: 8:ec6fbb461eb7349b 12:df7053e6f7d0fe5b
func.func @main() -> tensor<1xi16> {
  %0 = "tosa.const"() <{values = dense<11> : tensor<4xi16>}> : () -> tensor<4xi16>
  %1 = tosa.reduce_max %0 {axis = 0 : i32} : (tensor<4xi16>) -> tensor<1xi16>
  return %1 : tensor<1xi16>
}
