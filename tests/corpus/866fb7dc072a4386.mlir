// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pass tosa-layerwise-constant-fold
// CORPUS-KEY: pattern tosa.reduce_all.layerwise.const
// CORPUS-SEED: 995497
// PIPELINE: vectorize
// CORPUS-STEP: 8 tosa-layerwise-constant-fold correct 78e3eb3dcd802894
// CORPUS-STEP: 12 tosa-to-arith correct c080f8409a438744
// CORPUS-STEP: 15 one-shot-bufferize correct 60e4a1a37c5164c6
// CORPUS-STEP: 18 ownership-based-buffer-deallocation correct 6a27c601ef732c11
// CORPUS-STEP: 19 canonicalize correct 817a2a2dfd5d5b65
// CORPUS-STEP: 20 buffer-deallocation-simplification correct 920ce278e14329d3
// CORPUS-STEP: 24 convert-bufferization-to-memref correct 21c16f5af3de5042
func.func @main() -> tensor<1xi1> {
  %0 = "tosa.const"() <{values = dense<false> : tensor<4xi1>}> : () -> tensor<4xi1>
  %1 = tosa.reduce_all %0 {axis = 0 : i32} : (tensor<4xi1>) -> tensor<1xi1>
  return %1 : tensor<1xi1>
}
