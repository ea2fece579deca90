// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern tosa.reduce_product.fold.unit-axis
// CORPUS-SEED: 1503679
// PIPELINE: vectorize
// CORPUS-CORRECT: 2:4fcff91005edce1e 15:a6cbf451ea551bb7 18:2c6ee690f6d90c87 19:a5625709080ebff5 20:ac7508da63d0cb5c
// CORPUS-CORRECT: 24:d1158adbe9553dda
func.func @main(%arg0: tensor<1xf32>) -> tensor<1xf32> {
  %0 = tosa.reduce_product %arg0 {axis = 0 : i32} : (tensor<1xf32>) -> tensor<1xf32>
  return %0 : tensor<1xf32>
}
