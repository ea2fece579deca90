// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern arith-expand.maxnumf
// CORPUS-KEY: pattern linalg.transpose.canon.swap-with-broadcast
// CORPUS-KEY: pattern linalg.transpose.canon.transpose-of-transpose
// CORPUS-KEY: pattern math-expand.fma
// CORPUS-SEED: 990732
// PIPELINE: expand
// CORPUS-CORRECT: 3:a4605053da7cd2a5 14:0be3c9cd14b190f9 15:43c086138d3d6495
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0) -> ()>
module {
  func.func @main() -> tensor<f32> {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<1xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1xf32>) -> tensor<1xf32>
    %expanded = tensor.expand_shape %1 [[0, 1]] output_shape [2, 1] : tensor<1xf32> into tensor<1x1xf32>
    %2 = tensor.empty() : tensor<1x1xf32>
    %transposed = linalg.transpose ins(%expanded : tensor<1x1xf32>) outs(%2 : tensor<1x1xf32>) permutation = [1, 0] 
    %3 = tensor.empty() : tensor<1xf32>
    %reduced = linalg.reduce ins(%transposed : tensor<1x1xf32>) outs(%3 : tensor<1xf32>) dimensions = [1] 
      (%in: f32, %init: f32) {
        linalg.yield %in : f32
      }
    %4 = tensor.empty() : tensor<f32>
    %5 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction"]} ins(%reduced : tensor<1xf32>) outs(%4 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %6 = math.fma %in, %in, %in : f32
      %7 = arith.maxnumf %6, %out : f32
      linalg.yield %7 : f32
    } -> tensor<f32>
    return %5 : tensor<f32>
  }
}
