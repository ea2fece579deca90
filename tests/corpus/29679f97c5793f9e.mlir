// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern tosa.reciprocal.layerwise.const
// CORPUS-SEED: 990580
// PIPELINE: bufferize
// CORPUS-STEP: 8 tosa-layerwise-constant-fold correct e9a30e406d63a248
// CORPUS-STEP: 12 tosa-to-arith correct 19d74eb264190b87
// CORPUS-STEP: 15 one-shot-bufferize correct 8484ce5dccb1dc32
// CORPUS-STEP: 18 ownership-based-buffer-deallocation correct dcaa1ee37310f446
// CORPUS-STEP: 19 canonicalize correct 7164c388dd980597
// CORPUS-STEP: 20 buffer-deallocation-simplification correct 7d8699af07085e15
// CORPUS-STEP: 24 convert-bufferization-to-memref correct c33c389d2fe0f7ab
func.func @main() -> tensor<5x1x2x1xf16> {
  %0 = "tosa.const"() <{values = dense<[[[[-5.5], [-0.0]]], [[[0xFE00], [-1.0]]], [[[0x0001], [0.15625]]], [[[-65504.0], [0.0]]], [[[-4.5], [-0.0]]]]> : tensor<5x1x2x1xf16>}> : () -> tensor<5x1x2x1xf16>
  %1 = tosa.reciprocal %0 : (tensor<5x1x2x1xf16>) -> tensor<5x1x2x1xf16>
  return %1 : tensor<5x1x2x1xf16>
}
