// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern tosa.reduce_all.fold.unit-axis
// CORPUS-SEED: 990736
// PIPELINE: vectorize
// CORPUS-CORRECT: 2:26560f78f32b36ef 15:1b25966adc5aeb5a 18:61b2d08063285786 19:1037a17b0edf29a6 20:c469f85b74f49139
// CORPUS-CORRECT: 24:9ad614e2d5aa329c
module {
  func.func @main(%arg0: tensor<1xi1>) -> tensor<1xi1> {
    %0 = tosa.reduce_all %arg0 {axis = 0 : i32} : (tensor<1xi1>) -> tensor<1xi1>
    return %0 : tensor<1xi1>
  }
}
