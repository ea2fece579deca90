// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern tosa.reduce_all.fold.unit-axis
// CORPUS-SEED: 990736
// PIPELINE: vectorize
// CORPUS-STEP: 2 tosa-optional-decompositions correct 26560f78f32b36ef
// CORPUS-STEP: 15 one-shot-bufferize correct 1b25966adc5aeb5a
// CORPUS-STEP: 18 ownership-based-buffer-deallocation correct 61b2d08063285786
// CORPUS-STEP: 19 canonicalize correct 1037a17b0edf29a6
// CORPUS-STEP: 20 buffer-deallocation-simplification correct c469f85b74f49139
// CORPUS-STEP: 24 convert-bufferization-to-memref correct 9ad614e2d5aa329c
module {
  func.func @main(%arg0: tensor<1xi1>) -> tensor<1xi1> {
    %0 = tosa.reduce_all %arg0 {axis = 0 : i32} : (tensor<1xi1>) -> tensor<1xi1>
    return %0 : tensor<1xi1>
  }
}
