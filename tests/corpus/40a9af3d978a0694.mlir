// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern tosa.max_pool2d.canon.fold-pad
// CORPUS-SEED: 992269
// PIPELINE: tosa-opt
// CORPUS-CORRECT: 0:cd33ff1dc98dd4a4
module {
  func.func @main(%arg0: tensor<2x2x1x1xf32>) -> tensor<2x2x1xi32> {
    %0 = tosa.max_pool2d %arg0 {kernel = array<i64: 1, 2>, pad = array<i64: 0, 0, 0, 1>, stride = array<i64: 1, 1>} : (tensor<2x2x1x1xf32>) -> tensor<2x2x1x1xf32>
    %1 = tosa.argmax %0 {axis = 3 : i32} : (tensor<2x2x1x1xf32>) -> tensor<2x2x1xi32>
    return %1 : tensor<2x2x1xi32>
  }
}
