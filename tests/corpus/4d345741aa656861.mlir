// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pass expand-realloc
// CORPUS-SEED: 1507963
// PIPELINE: vectorize
// CORPUS-CORRECT: 7:d3423866b46c0f33 15:ee5e18b4500a7a70 16:beefa9d01637eacd 17:d3a6e724e51c3adc 18:c3ad96a75f606689
// CORPUS-CORRECT: 19:79cdc41aad437926 20:9650c97de5c8d3a6 21:3d123a0dddba28cc 23:0fe738ad5231f71c 25:99de0b4bb516dad9
// CORPUS-CORRECT: 26:0431c9028ac6db47 27:dfe65c80f1b75644 28:85cfd8d5fb026f48 31:15f4a28b1f6bdfcd 32:4500f0dfeeacb235
// CORPUS-STEP: 6 tosa-to-linalg-named miscompile 471876181b234dc9
func.func @main(%arg0: tensor<1x1x2x5xf16>) -> tensor<1x1x1x5xf16> {
  %0 = tosa.max_pool2d %arg0 {kernel = array<i64: 3, 3>, pad = array<i64: 0, 2, 0, 1>, stride = array<i64: 1, 2>} : (tensor<1x1x2x5xf16>) -> tensor<1x1x1x5xf16>
  return %0 : tensor<1x1x1x5xf16>
}
