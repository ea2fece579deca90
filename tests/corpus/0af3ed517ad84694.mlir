// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern arith.mulf.fold.const
// CORPUS-KEY: pattern arith.mulf.fold.one-rhs
// CORPUS-KEY: pattern arith.mulf.fold.zero-rhs-nnan-nsz
// CORPUS-SEED: 992592
// PIPELINE: tosa-lowering
// CORPUS-STEP: 2 tosa-optional-decompositions correct 098ea0f1ea68c91f
func.func @main(%arg0: tensor<2x5xf32>) -> (tensor<f32>, tensor<2xf32>) {
  %0 = tensor.empty() : tensor<2x5x1xf32>
  %1 = linalg.broadcast ins(%arg0 : tensor<2x5xf32>) outs(%0 : tensor<2x5x1xf32>) dimensions = [2]
  %2 = tensor.empty() : tensor<f32>
  %3 = arith.constant 0xFF800000 : f32
  %4 = linalg.fill ins(%3 : f32) outs(%2 : tensor<f32>) -> tensor<f32>
  %5 = linalg.reduce ins(%1 : tensor<2x5x1xf32>) outs(%4 : tensor<f32>) dimensions = [0, 1, 2]
    (%b5_0: f32, %b5_1: f32) {
    %b5_2 = arith.constant 0xFF800000 : f32
    %b5_3 = arith.mulf %b5_0, %b5_2 : f32
    %b5_4 = arith.addf %b5_0, %b5_0 : f32
    %b5_5 = arith.maximumf %b5_4, %b5_1 : f32
    linalg.yield %b5_5 : f32
    }
  %6 = tensor.empty() : tensor<f32>
  %7 = linalg.copy ins(%5 : tensor<f32>) outs(%6 : tensor<f32>) -> tensor<f32>
  %8 = tensor.extract %7[] : tensor<f32>
  %9 = tensor.from_elements %8, %8 : tensor<2xf32>
  return %5, %9 : tensor<f32>, tensor<2xf32>
}
