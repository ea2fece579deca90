// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern linalg.fill.canon.concat-of-fills
// CORPUS-KEY: pattern tensor.concat.canon.infer-operand-types
// CORPUS-KEY: pattern tensor.concat.canon.infer-result-type
// CORPUS-KEY: pattern tensor.concat.canon.single-input-to-cast
// CORPUS-KEY: pattern tensor.concat.fold.single-input
// CORPUS-SEED: 1905840
// PIPELINE: full
// CORPUS-CORRECT: 0:e571e2f5af1e7153 24:8169bfe35f325ca4 25:e571e2f5af1e7153 30:661d7e58f3994537 33:8b6da90a279d326a
// CORPUS-CORRECT: 34:0ab6decf5dd199d3 35:661d7e58f3994537 40:c16eb7fc7753156e 41:b95c500631e508d3
module {
  func.func @main(%arg0: tensor<1x1x2xf32>) -> tensor<2x1x2xf32> {
    %concat = tensor.concat dim(0) %arg0, %arg0 : (tensor<1x1x2xf32>, tensor<1x1x2xf32>) -> tensor<2x1x2xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %0 = linalg.fill ins(%cst : f32) outs(%concat : tensor<2x1x2xf32>) -> tensor<2x1x2xf32>
    %1 = tensor.empty() : tensor<2x1x2xf32>
    %transposed = linalg.transpose ins(%0 : tensor<2x1x2xf32>) outs(%1 : tensor<2x1x2xf32>) permutation = [2, 1, 0] 
    return %transposed : tensor<2x1x2xf32>
  }
}
