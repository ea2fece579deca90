// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern linalg.fill.canon.pad-of-fill
// CORPUS-KEY: pattern linalg.fill.canon.transpose-of-fill
// CORPUS-KEY: pattern tensor.empty.canon.fold-cast
// CORPUS-KEY: pattern tensor.empty.canon.fold-dim
// CORPUS-KEY: pattern tensor.empty.canon.static-dims
// CORPUS-KEY: pattern tensor.pad.canon.consecutive-constant
// CORPUS-KEY: pattern tensor.pad.canon.orthogonal-paddings
// CORPUS-KEY: pattern tensor.pad.canon.source-cast
// CORPUS-KEY: pattern tensor.pad.canon.static-padding
// CORPUS-KEY: pattern tensor.pad.canon.static-zero-padding
// CORPUS-KEY: pattern tensor.pad.canon.target-cast
// CORPUS-KEY: pattern tensor.pad.fold.no-padding
// CORPUS-SEED: 994036
// PIPELINE: bufferize
// CORPUS-CORRECT: 3:1fe95e8760314f2f 15:54cb54ccb6329156 18:e05298fa53855b99 19:9ec483a79f12ced0 20:54cb54ccb6329156
module {
  func.func @main(%arg0: f32) -> tensor<2x2x4x1xf32> {
    %0 = tensor.empty() : tensor<1x2x1x1xf32>
    %1 = linalg.fill ins(%arg0 : f32) outs(%0 : tensor<1x2x1x1xf32>) -> tensor<1x2x1x1xf32>
    %2 = tensor.empty() : tensor<2x1x1x1xf32>
    %transposed = linalg.transpose ins(%1 : tensor<1x2x1x1xf32>) outs(%2 : tensor<2x1x1x1xf32>) permutation = [1, 3, 0, 2] 
    %padded = tensor.pad %transposed low[0, 1, 1, 0] high[0, 0, 2, 0] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %arg0 : f32
    } : tensor<2x1x1x1xf32> to tensor<2x2x4x1xf32>
    return %padded : tensor<2x2x4x1xf32>
  }
}
