// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern tosa.clamp.canon.clamp-of-clamp
// CORPUS-SEED: 1905748
// PIPELINE: affine-loops
// CORPUS-CORRECT: 3:569625fdaf18c4ac 11:cff62c0bf73a551c 15:b3834994b394ebb7 17:ce42dbab51219d42 18:eadf33b3bd44c125
// CORPUS-CORRECT: 19:e4151b59e9f5abbe 20:ce42dbab51219d42 25:8ab1b49925f391a7 30:1c6b266725f5c978 31:574725a5a298f7bf
func.func @main(%arg0: tensor<1xf32>) -> tensor<1xf32> {
  %0 = tosa.clamp %arg0 {min_val = 0xFF7FFFFF : f32, max_val = 0x80800000 : f32, nan_mode = IGNORE} : (tensor<1xf32>) -> tensor<1xf32>
  %1 = tosa.clamp %0 {min_val = -1.0 : f32, max_val = 0.0 : f32, nan_mode = IGNORE} : (tensor<1xf32>) -> tensor<1xf32>
  return %1 : tensor<1xf32>
}
