// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern math.exp2.fold.const
// CORPUS-SEED: 996093
// PIPELINE: tosa-lowering
// CORPUS-CORRECT: 2:27b61cece52e6a08
#map = affine_map<(d0) -> (d0)>
module {
  func.func @main(%arg0: tensor<1xf32>, %arg1: tensor<1xf32>) -> tensor<1xf32> {
    %0 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %arg0, %arg1 : tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) outs(%arg0 : tensor<1xf32>) {
    ^bb0(%in: f32, %in_0: f32, %in_1: f32, %out: f32):
      %cst = arith.constant 0.000000e+00 : f32
      %1 = math.exp2 %cst : f32
      linalg.yield %1 : f32
    } -> tensor<1xf32>
    return %0 : tensor<1xf32>
  }
}
