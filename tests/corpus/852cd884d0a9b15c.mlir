// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern arith-expand.maxnumf
// CORPUS-KEY: pattern arith-expand.minnumf
// CORPUS-SEED: 1503945
// PIPELINE: expand
// CORPUS-CORRECT: 2:0c018f1ea3b3ab74 14:5d71c2eda3791992
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> ()>
module {
  func.func @main(%arg0: tensor<f32>, %arg1: tensor<1x1xf32>) -> tensor<f32> {
    %0 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "reduction"]} ins(%arg1 : tensor<1x1xf32>) outs(%arg0 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %cst = arith.constant 1.000000e+00 : f32
      %1 = arith.maxnumf %in, %cst : f32
      %2 = arith.minnumf %1, %out : f32
      linalg.yield %2 : f32
    } -> tensor<f32>
    return %0 : tensor<f32>
  }
}
