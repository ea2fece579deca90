// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern math.round.fold.const
// CORPUS-SEED: 993114
// PIPELINE: tosa-lowering
// CORPUS-CORRECT: 2:dcfa7ffafcd4047c
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d1, d3, d0, d2)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d3)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>
module {
  func.func @main(%arg0: tensor<1xf32>) -> tensor<1x1x1xf32> {
    %cst = arith.constant dense<0.000000e+00> : tensor<1x1x1x1xf32>
    %0 = tensor.empty() : tensor<1x1x1xf32>
    %cst_0 = arith.constant 0.000000e+00 : f32
    %1 = linalg.generic {indexing_maps = [#map, #map1, #map2, #map3], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%cst, %cst, %arg0 : tensor<1x1x1x1xf32>, tensor<1x1x1x1xf32>, tensor<1xf32>) outs(%0 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %in_1: f32, %in_2: f32, %out: f32):
      %2 = math.round %cst_0 : f32
      linalg.yield %2 : f32
    } -> tensor<1x1x1xf32>
    return %1 : tensor<1x1x1xf32>
  }
}
