// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern tosa.reduce_max.layerwise.const
// CORPUS-SEED: 995463
// PIPELINE: tosa-lowering
// CORPUS-STEP: 8 tosa-layerwise-constant-fold correct ec6fbb461eb7349b
// CORPUS-STEP: 12 tosa-to-arith correct df7053e6f7d0fe5b
func.func @main() -> tensor<1xi16> {
  %0 = "tosa.const"() <{values = dense<11> : tensor<4xi16>}> : () -> tensor<4xi16>
  %1 = tosa.reduce_max %0 {axis = 0 : i32} : (tensor<4xi16>) -> tensor<1xi16>
  return %1 : tensor<1xi16>
}
