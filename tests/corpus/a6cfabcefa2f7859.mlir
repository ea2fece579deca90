// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern tosa.reverse.fold.splat-const
// CORPUS-KEY: pattern tosa.reverse.fold.unit-axis
// CORPUS-SEED: 996745
// PIPELINE: bufferize
// CORPUS-STEP: 2 tosa-optional-decompositions correct 2665720da813a8ef
// CORPUS-STEP: 12 tosa-to-arith correct 92ecacf121ff4c2f
// CORPUS-STEP: 15 one-shot-bufferize correct b366b04ed2126999
// CORPUS-STEP: 18 ownership-based-buffer-deallocation correct 6c7cd17e0c7bb65c
// CORPUS-STEP: 19 canonicalize correct 5b212831a9522b08
// CORPUS-STEP: 20 buffer-deallocation-simplification correct 7ebb24754e72afe8
// CORPUS-STEP: 24 convert-bufferization-to-memref correct d7609588b45a66a1
func.func @main() -> tensor<1x1xf16> {
  %0 = "tosa.const"() <{values = dense<-1.0> : tensor<1x1xf16>}> : () -> tensor<1x1xf16>
  %1 = tosa.reverse %0 {axis = 1 : i32} : (tensor<1x1xf16>) -> tensor<1x1xf16>
  return %1 : tensor<1x1xf16>
}
