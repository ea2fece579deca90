// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern math.trunc.fold.const
// CORPUS-SEED: 1704763
// PIPELINE: linalg-opt
// CORPUS-CORRECT: 2:f136a0cc3c3f2fd7 18:5646f149fffc7f2e 19:5c0c20418bbc748f
func.func @main(%arg0: tensor<1x4xf32>, %arg1: tensor<1x1xf32>) -> (tensor<2x1x2x4xf32>, tensor<1x1xf32>) {
  %0 = tensor.empty() : tensor<2x1x2x4xf32>
  %1 = linalg.broadcast ins(%arg0 : tensor<1x4xf32>) outs(%0 : tensor<2x1x2x4xf32>) dimensions = [0, 2]
  %2 = tensor.empty() : tensor<1x1xf32>
  %3 = linalg.map ins(%arg1 : tensor<1x1xf32>) outs(%2 : tensor<1x1xf32>)
    (%b3_0: f32, %b3_1: f32) {
    %b3_2 = math.sin %b3_0 : f32
    %b3_3 = math.trunc %b3_0 : f32
    linalg.yield %b3_3 : f32
    }
  return %1, %3 : tensor<2x1x2x4xf32>, tensor<1x1xf32>
}
