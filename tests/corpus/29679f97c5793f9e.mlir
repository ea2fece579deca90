// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern tosa.reciprocal.layerwise.const
// CORPUS-SEED: 990580
// PIPELINE: bufferize
// CORPUS-CORRECT: 8:e9a30e406d63a248 12:19d74eb264190b87 15:8484ce5dccb1dc32 18:dcaa1ee37310f446 19:7164c388dd980597
// CORPUS-CORRECT: 20:7d8699af07085e15 24:c33c389d2fe0f7ab
func.func @main() -> tensor<5x1x2x1xf16> {
  %0 = "tosa.const"() <{values = dense<[[[[-5.5], [-0.0]]], [[[0xFE00], [-1.0]]], [[[0x0001], [0.15625]]], [[[-65504.0], [0.0]]], [[[-4.5], [-0.0]]]]> : tensor<5x1x2x1xf16>}> : () -> tensor<5x1x2x1xf16>
  %1 = tosa.reciprocal %0 : (tensor<5x1x2x1xf16>) -> tensor<5x1x2x1xf16>
  return %1 : tensor<5x1x2x1xf16>
}
