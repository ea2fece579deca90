// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern math-expand.rsqrt
// CORPUS-SEED: 1703374
// PIPELINE: full
// CORPUS-CORRECT: 17:7c1856152b813502 30:82283de405ec7930 33:581d6abf9573eb14 34:ddf5182931f1f470 35:82283de405ec7930
// CORPUS-CORRECT: 40:acb56e50686dd739
// CORPUS-STEP: 28 math-expand-ops inconclusive aa0ad58b84c230ba
func.func @main(%arg0: tensor<f16>) -> tensor<f16> {
  %0 = tosa.rsqrt %arg0 : (tensor<f16>) -> tensor<f16>
  return %0 : tensor<f16>
}
