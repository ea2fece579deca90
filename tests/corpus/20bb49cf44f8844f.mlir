// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern tosa.reduce_any.fold.unit-axis
// CORPUS-SEED: 996774
// PIPELINE: affine-loops
// CORPUS-CORRECT: 2:27fbfecd807a164a 15:002100533863b76f 18:4b3e8ef8d133ba47 19:4533ae13dfac260b 20:6223da0292f51cdc
// CORPUS-CORRECT: 24:eb01d3a7f8ce591a
module {
  func.func @main(%arg0: tensor<1x1xi1>) -> tensor<1x1xi1> {
    %0 = tosa.reduce_any %arg0 {axis = 1 : i32} : (tensor<1x1xi1>) -> tensor<1x1xi1>
    return %0 : tensor<1x1xi1>
  }
}
