// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern tosa.reciprocal.layerwise.const
// CORPUS-SEED: 1301318
// PIPELINE: bufferize
// CORPUS-CORRECT: 8:d227579822db5851 12:ee5783416079874a 15:49036f13d6e34925 18:00b68a0d2913d687 19:98e35e070b8a53cc
// CORPUS-CORRECT: 20:ff278a87f9ac019c 24:89e4c44f4d32365e
func.func @main() -> tensor<3x2x2xf32> {
  %0 = "tosa.const"() <{values = dense<[[[0x91784C61, 776964288.0], [-4.5, 0x00800000]], [[-0.625, 832.0], [0x7FC00000, -96.0]], [[-256.0, 0.0], [3.25, -128.0]]]> : tensor<3x2x2xf32>}> : () -> tensor<3x2x2xf32>
  %1 = tosa.reciprocal %0 : (tensor<3x2x2xf32>) -> tensor<3x2x2xf32>
  return %1 : tensor<3x2x2xf32>
}
