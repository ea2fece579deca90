// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern tosa.concat.canon.single-input
// CORPUS-KEY: pattern tosa.max_pool2d.canon.noop
// CORPUS-SEED: 994095
// PIPELINE: tosa-lowering
// CORPUS-CORRECT: 3:14fdcbd87c16e069
module {
  func.func @main(%arg0: tensor<1x1x1x1xf16>) -> tensor<1x1x1x1xf16> {
    %0 = tosa.concat %arg0 {axis = 2 : i32} : (tensor<1x1x1x1xf16>) -> tensor<1x1x1x1xf16>
    %1 = tosa.max_pool2d %0 {kernel = array<i64: 1, 3>, pad = array<i64: 0, 0, 2, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x1x1xf16>) -> tensor<1x1x1x1xf16>
    return %1 : tensor<1x1x1x1xf16>
  }
}
