// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern linalg.broadcast.canon.broadcast-of-broadcast
// CORPUS-SEED: 990198
// PIPELINE: tosa-lowering
// CORPUS-CORRECT: 3:4603a4639196d482
module {
  func.func @main(%arg0: tensor<1x1xf16>) -> tensor<1x1x1x1xf16> {
    %0 = tensor.empty() : tensor<1x1x1xf16>
    %broadcasted = linalg.broadcast ins(%arg0 : tensor<1x1xf16>) outs(%0 : tensor<1x1x1xf16>) dimensions = [0] 
    %1 = tensor.empty() : tensor<1x1x1x1xf16>
    %broadcasted_0 = linalg.broadcast ins(%broadcasted : tensor<1x1x1xf16>) outs(%1 : tensor<1x1x1x1xf16>) dimensions = [1] 
    return %broadcasted_0 : tensor<1x1x1x1xf16>
  }
}
