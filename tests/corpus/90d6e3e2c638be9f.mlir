// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern math-expand.powf.const-exponent
// CORPUS-SEED: 996272
// PIPELINE: full
// CORPUS-STEP: 17 tosa-to-linalg correct 55a19a637a385ecc
// CORPUS-STEP: 18 tosa-to-arith correct 6f515ed33e941058
// CORPUS-STEP: 22 linalg-fuse-elementwise-ops correct c53221e6c78494e7
// CORPUS-STEP: 28 math-expand-ops correct 1fcaa8d4a9b04f86
// CORPUS-STEP: 30 one-shot-bufferize correct 00bc133fe497f390
// CORPUS-STEP: 33 ownership-based-buffer-deallocation correct 24e85d782dd1bf81
// CORPUS-STEP: 34 canonicalize correct 0e9d1eae00fe0f1a
// CORPUS-STEP: 35 buffer-deallocation-simplification correct 00bc133fe497f390
// CORPUS-STEP: 40 convert-linalg-to-loops correct 01c68beaa954b7b8
func.func @main() -> tensor<3x3xbf16> {
  %0 = "tosa.const"() <{values = dense<-0.0> : tensor<3x1xbf16>}> : () -> tensor<3x1xbf16>
  %1 = "tosa.const"() <{values = dense<44.0> : tensor<3x3xbf16>}> : () -> tensor<3x3xbf16>
  %2 = tosa.pow %1, %0 : (tensor<3x3xbf16>, tensor<3x1xbf16>) -> tensor<3x3xbf16>
  return %2 : tensor<3x3xbf16>
}
