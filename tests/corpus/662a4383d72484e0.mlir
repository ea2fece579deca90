// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern linalg.transpose.canon.swap-with-broadcast
// CORPUS-SEED: 1303442
// PIPELINE: bufferize
// CORPUS-CORRECT: 3:48f2324fba4d429b 15:d9ae18799f98a9bb 18:ac33ea78d7d975d9 19:60fce045512d5807 20:2291c6e6c0cff12e
// CORPUS-CORRECT: 21:817d33b2860fec2e 23:50fa0d51abe0df78
module {
  func.func @main(%arg0: tensor<1x1x1xf32>) -> tensor<1x1x1x1xf32> {
    %0 = tensor.empty() : tensor<1x1x1x1xf32>
    %broadcasted = linalg.broadcast ins(%arg0 : tensor<1x1x1xf32>) outs(%0 : tensor<1x1x1x1xf32>) dimensions = [2] 
    %1 = tensor.empty() : tensor<1x1x1x1xf32>
    %transposed = linalg.transpose ins(%broadcasted : tensor<1x1x1x1xf32>) outs(%1 : tensor<1x1x1x1xf32>) permutation = [0, 3, 1, 2] 
    return %transposed : tensor<1x1x1x1xf32>
  }
}
