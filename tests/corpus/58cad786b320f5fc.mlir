// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern linalg.fill.canon.insert-pad-into-fill
// CORPUS-KEY: pattern tensor.insert_slice.canon.cast-operands
// CORPUS-KEY: pattern tensor.insert_slice.canon.constant-args
// CORPUS-KEY: pattern tensor.insert_slice.canon.source-cast-inserter
// CORPUS-SEED: 1700395
// PIPELINE: full
// CORPUS-CORRECT: 0:f525ca99a63aaa9a 30:dabc12942e01021c 33:f7d66ec997ece36c 34:37103410012941de 35:dabc12942e01021c
module {
  func.func @main(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<1x1x2xf32> {
    %0 = tensor.empty() : tensor<1x1x2xf32>
    %inserted_slice = tensor.insert_slice %arg0 into %0[0, 0, 1] [1, 1, 1] [1, 1, 2] : tensor<f32> into tensor<1x1x2xf32>
    %inserted_slice_0 = tensor.insert_slice %arg1 into %inserted_slice[0, 0, 1] [1, 1, 1] [1, 1, 2] : tensor<f32> into tensor<1x1x2xf32>
    return %inserted_slice_0 : tensor<1x1x2xf32>
  }
}
