// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pass tosa-layerwise-constant-fold
// CORPUS-KEY: pattern tosa.reduce_all.layerwise.const
// CORPUS-SEED: 1505397
// PIPELINE: affine-loops
// CORPUS-CORRECT: 8:78e3eb3dcd802894 12:c080f8409a438744 15:60e4a1a37c5164c6 18:6a27c601ef732c11 19:817a2a2dfd5d5b65
// CORPUS-CORRECT: 20:920ce278e14329d3 24:21c16f5af3de5042
func.func @main() -> tensor<1xi1> {
  %0 = "tosa.const"() <{values = dense<false> : tensor<4xi1>}> : () -> tensor<4xi1>
  %1 = tosa.reduce_all %0 {axis = 0 : i32} : (tensor<4xi1>) -> tensor<1xi1>
  return %1 : tensor<1xi1>
}
