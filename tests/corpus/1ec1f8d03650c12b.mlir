// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern linalg.fill.canon.pad-of-fill
// CORPUS-KEY: pattern linalg.fill.canon.transpose-of-fill
// CORPUS-KEY: pattern math.erf.fold.const
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
// CORPUS-STEP: 2 tosa-optional-decompositions correct f629f17bad347f2d
// CORPUS-STEP: 3 canonicalize correct 96b426287c7792b2
// CORPUS-STEP: 15 one-shot-bufferize correct d8b39c9f6ba0ffbc
// CORPUS-STEP: 18 ownership-based-buffer-deallocation correct 8dcb171bf7aec41e
// CORPUS-STEP: 19 canonicalize correct 0a5f7e27c3c22dc7
// CORPUS-STEP: 20 buffer-deallocation-simplification correct 5a55880eb30cb270
// CORPUS-STEP: 21 bufferization-lower-deallocations correct a2787068f44ce37e
// CORPUS-STEP: 23 canonicalize correct ef8aaf6698334bea
func.func @main(%arg0: tensor<3x1x4x1xf32>, %arg1: tensor<3x1x4x1xf32>) -> tensor<2x2x4x1xf32> {
  %0 = arith.constant dense<0.125> : tensor<3x1x4x1xf32>
  %1 = tensor.empty() : tensor<3x1x4x1xf32>
  %2 = linalg.map ins(%arg0, %arg1, %0 : tensor<3x1x4x1xf32>, tensor<3x1x4x1xf32>, tensor<3x1x4x1xf32>) outs(%1 : tensor<3x1x4x1xf32>)
    (%b2_0: f32, %b2_1: f32, %b2_2: f32, %b2_3: f32) {
    %b2_4 = math.erf %b2_0 : f32
    %b2_5 = math.fma %b2_1, %b2_0, %b2_1 : f32
    linalg.yield %b2_5 : f32
    }
  %3 = arith.constant 2 : index
  %4 = arith.constant 0 : index
  %5 = tensor.extract %2[%3, %4, %3, %4] : tensor<3x1x4x1xf32>
  %6 = tensor.empty() : tensor<1x2x1x1xf32>
  %7 = linalg.fill ins(%5 : f32) outs(%6 : tensor<1x2x1x1xf32>) -> tensor<1x2x1x1xf32>
  %8 = tensor.empty() : tensor<2x1x1x1xf32>
  %9 = linalg.transpose ins(%7 : tensor<1x2x1x1xf32>) outs(%8 : tensor<2x1x1x1xf32>) permutation = [1, 3, 0, 2]
  %10 = tensor.pad %9 low[0, 1, 1, 0] high[0, 0, 2, 0] {
  ^bb0(%b10_0: index, %b10_1: index, %b10_2: index, %b10_3: index):
    tensor.yield %5 : f32
  } : tensor<2x1x1x1xf32> to tensor<2x2x4x1xf32>
  return %10 : tensor<2x2x4x1xf32>
}
