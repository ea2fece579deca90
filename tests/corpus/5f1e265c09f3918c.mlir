// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern tosa.reduce_max.layerwise.const
// CORPUS-SEED: 1304677
// PIPELINE: affine-loops
// CORPUS-CORRECT: 8:0cdc52ab05eee6e6 12:9fccbb309aee0a26 15:8b31476ecbde6d92 18:73cc6dd861958ffb 19:c8e4edd7ded12053
// CORPUS-CORRECT: 20:df9f9c7dbb2d7669 24:7efc2d9b6c38b952
func.func @main() -> tensor<1xi32> {
  %0 = "tosa.const"() <{values = dense<1> : tensor<4xi32>}> : () -> tensor<4xi32>
  %1 = tosa.reduce_max %0 {axis = 0 : i32} : (tensor<4xi32>) -> tensor<1xi32>
  return %1 : tensor<1xi32>
}
