// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern math.sin.fold.const
// CORPUS-SEED: 997094
// PIPELINE: linalg-opt
// CORPUS-STEP: 11 tosa-to-linalg correct 2efb57945aea40da
// CORPUS-STEP: 12 tosa-to-arith correct fc3c04779e307024
// CORPUS-STEP: 16 linalg-fuse-elementwise-ops correct 267a682fe3472011
// CORPUS-STEP: 17 linalg-fold-unit-extent-dims correct 67b534059ae984a0
// CORPUS-STEP: 19 linalg-specialize-generic-ops correct f522a3f84a5e551c
func.func @main() -> tensor<1x1xf32> {
  %0 = "tosa.const"() <{values = dense<0x7FC00000> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
  %1 = tosa.sin %0 : (tensor<1x1xf32>) -> tensor<1x1xf32>
  return %1 : tensor<1x1xf32>
}
