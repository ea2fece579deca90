// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern tosa.reduce_min.fold.unit-axis
// CORPUS-SEED: 994303
// PIPELINE: tosa-opt
// CORPUS-CORRECT: 0:4fcff91005edce1e
func.func @main(%arg0: tensor<1xf32>) -> tensor<1xf32> {
  %0 = tosa.reduce_min %arg0 {axis = 0 : i32} : (tensor<1xf32>) -> tensor<1xf32>
  return %0 : tensor<1xf32>
}
