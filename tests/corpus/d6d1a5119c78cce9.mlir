// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern tosa.reduce_sum.fold.unit-axis
// CORPUS-SEED: 1305998
// PIPELINE: bufferize
// CORPUS-CORRECT: 2:0750711b456b68c2 15:6475015796021243 18:2891569742964763 19:f371c4c2c5f22e49 20:f80437957d4b10e8
// CORPUS-CORRECT: 24:f0099ffa21055b92
func.func @main(%arg0: tensor<4x1xf32>) -> tensor<4x1xf32> {
  %0 = tosa.reduce_sum %arg0 {axis = 1 : i32} : (tensor<4x1xf32>) -> tensor<4x1xf32>
  return %0 : tensor<4x1xf32>
}
