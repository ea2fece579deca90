// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern arith.divf.canon.neg-neg
// CORPUS-KEY: pattern linalg.fill.canon.copy-of-fill
// CORPUS-KEY: pattern linalg.fill.canon.pad-of-fill
// CORPUS-KEY: pattern tensor.pad.canon.consecutive-constant
// CORPUS-KEY: pattern tensor.pad.canon.source-cast
// CORPUS-KEY: pattern tensor.pad.canon.orthogonal-paddings
// CORPUS-KEY: pattern tensor.pad.canon.static-padding
// CORPUS-KEY: pattern tensor.pad.canon.static-zero-padding
// CORPUS-KEY: pattern tensor.pad.canon.target-cast
// CORPUS-SEED: 1506603
// PIPELINE: affine-loops
// CORPUS-CORRECT: 3:346f60059baf4a32 15:d3b63f83983da720 18:485281cd684f97b9 19:1597f4775e65ed79 20:5835ed90c893678e
// CORPUS-CORRECT: 21:b3f892b62065bde4 23:70546ddeca3985b4 25:886c6b7d117b5970 27:682b42ebd62ca181 30:04c7e7a22bb8df4e
// CORPUS-CORRECT: 31:2c9cebc98b565eec
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
module {
  func.func @main() -> tensor<8x1x1x1xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<5x1x1x1xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<5x1x1x1xf32>) -> tensor<5x1x1x1xf32>
    %2 = tensor.empty() : tensor<5x1x1x1xf32>
    %3 = linalg.copy ins(%1 : tensor<5x1x1x1xf32>) outs(%2 : tensor<5x1x1x1xf32>) -> tensor<5x1x1x1xf32>
    %padded = tensor.pad %3 low[2, 0, 0, 0] high[1, 0, 0, 0] {
    ^bb0(%arg0: index, %arg1: index, %arg2: index, %arg3: index):
      tensor.yield %cst : f32
    } : tensor<5x1x1x1xf32> to tensor<8x1x1x1xf32>
    %4 = tensor.empty() : tensor<8x1x1x1xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%padded : tensor<8x1x1x1xf32>) outs(%4 : tensor<8x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %6 = arith.negf %in : f32
      %7 = arith.negf %in : f32
      %8 = arith.divf %6, %7 : f32
      linalg.yield %8 : f32
    } -> tensor<8x1x1x1xf32>
    return %5 : tensor<8x1x1x1xf32>
  }
}
