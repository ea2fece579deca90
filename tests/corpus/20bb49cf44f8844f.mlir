// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern tosa.reduce_any.fold.unit-axis
// CORPUS-SEED: 996774
// PIPELINE: affine-loops
// CORPUS-STEP: 2 tosa-optional-decompositions correct 27fbfecd807a164a
// CORPUS-STEP: 15 one-shot-bufferize correct 002100533863b76f
// CORPUS-STEP: 18 ownership-based-buffer-deallocation correct 4b3e8ef8d133ba47
// CORPUS-STEP: 19 canonicalize correct 4533ae13dfac260b
// CORPUS-STEP: 20 buffer-deallocation-simplification correct 6223da0292f51cdc
// CORPUS-STEP: 24 convert-bufferization-to-memref correct eb01d3a7f8ce591a
module {
  func.func @main(%arg0: tensor<1x1xi1>) -> tensor<1x1xi1> {
    %0 = tosa.reduce_any %arg0 {axis = 1 : i32} : (tensor<1x1xi1>) -> tensor<1x1xi1>
    return %0 : tensor<1x1xi1>
  }
}
