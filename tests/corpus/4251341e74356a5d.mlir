// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern tosa.argmax.fold.unit-axis
// CORPUS-KEY: pattern tosa.cast.fold.same-type
// CORPUS-KEY: pattern tosa.cast.fold.splat-const
// CORPUS-SEED: 1302284
// PIPELINE: vectorize
// CORPUS-CORRECT: 2:b14f38bdde6bda81 12:5d01d4823b26e1c5 15:0c1a52645db0780e 18:4b256da24f24cb15 19:c1788ccf4350ac6b
// CORPUS-CORRECT: 20:322634bb4c19a3bd 24:2a6a3f4e42d98d94
func.func @main(%arg0: tensor<4x1xf32>) -> tensor<4xf32> {
  %0 = tosa.argmax %arg0 {axis = 1 : i32, nan_mode = IGNORE} : (tensor<4x1xf32>) -> tensor<4xi32>
  %1 = tosa.cast %0 : (tensor<4xi32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}
