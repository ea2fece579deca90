// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern tosa.concat.canon.single-input
// CORPUS-KEY: pattern tosa.concat.fold.concat-of-concat
// CORPUS-SEED: 1701691
// PIPELINE: full
// CORPUS-CORRECT: 0:76a2b0cbc75a3a37 30:2ed24acf91fd14be 33:11bdb589a13ad20c 34:164451c0d934e3b0 35:1af6c70a3cb6bdbf
// CORPUS-CORRECT: 39:13cbb2de77859d16
func.func @main(%arg0: tensor<1x3x2x2xf16>) -> tensor<1x3x2x2xf16> {
  %0 = tosa.concat %arg0 {axis = 2 : i32} : (tensor<1x3x2x2xf16>) -> tensor<1x3x2x2xf16>
  %1 = tosa.concat %0 {axis = 2 : i32} : (tensor<1x3x2x2xf16>) -> tensor<1x3x2x2xf16>
  return %1 : tensor<1x3x2x2xf16>
}
