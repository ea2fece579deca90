// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern math-expand.round
// CORPUS-SEED: 1705777
// PIPELINE: full
// CORPUS-CORRECT: 24:c198eb494a4ac15e 30:05177cc4742fc915 33:84f736e585f3894e 34:b8199c12b407805a 35:05177cc4742fc915
// CORPUS-CORRECT: 40:6e58d8934840af3b
// CORPUS-STEP: 28 math-expand-ops miscompile b2969b40dc1a1cb8
module {
  func.func @main(%arg0: tensor<f32>) -> tensor<f32> {
    %0 = tensor.empty() : tensor<f32>
    %mapped = linalg.map ins(%arg0, %arg0 : tensor<f32>, tensor<f32>) outs(%0 : tensor<f32>)
      (%in: f32, %in_0: f32, %init: f32) {
        %1 = math.round %in : f32
        linalg.yield %1 : f32
      }
    return %mapped : tensor<f32>
  }
}
