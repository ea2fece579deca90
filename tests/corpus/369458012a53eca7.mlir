// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern arith.divf.canon.neg-neg
// CORPUS-KEY: pattern math.powf.fold.const
// CORPUS-KEY: pattern math.sin.fold.const
// CORPUS-KEY: pattern math.sqrt.fold.const
// CORPUS-SEED: 2100364
// PIPELINE: bufferize
// CORPUS-CORRECT: 2:b6636db9d5367191 3:fab7c504be369455 15:46feca599297ea12 18:3ff31c85ece7954d 19:5ab764f6e8c1fd2a
// CORPUS-CORRECT: 20:9c00ecd5d2e141ac 21:4515f53973476576 23:2a189a280e11fac6
#map = affine_map<(d0) -> (d0)>
module {
  func.func @main(%arg0: tensor<1xf32>, %arg1: tensor<1xf32>, %arg2: tensor<1xf32>) -> (tensor<1xf32>, tensor<1xf32>) {
    %0 = tensor.empty() : tensor<1xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %arg0, %arg0 : tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) outs(%0 : tensor<1xf32>) {
    ^bb0(%in: f32, %in_0: f32, %in_1: f32, %out: f32):
      %cst = arith.constant 0.000000e+00 : f32
      %6 = math.sin %cst : f32
      %7 = math.exp %6 : f32
      %cst_2 = arith.constant 0.000000e+00 : f32
      %cst_3 = arith.constant 0.000000e+00 : f32
      %8 = math.powf %cst_2, %cst_3 : f32
      linalg.yield %8 : f32
    } -> tensor<1xf32>
    %2 = tensor.empty() : tensor<1xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1 : tensor<1xf32>) outs(%2 : tensor<1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst = arith.constant 0.000000e+00 : f32
      %6 = math.sqrt %cst : f32
      linalg.yield %6 : f32
    } -> tensor<1xf32>
    %4 = tensor.empty() : tensor<1xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg1, %arg2 : tensor<1xf32>, tensor<1xf32>) outs(%4 : tensor<1xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %6 = arith.negf %in : f32
      %7 = arith.negf %in_0 : f32
      %8 = arith.divf %6, %7 : f32
      linalg.yield %8 : f32
    } -> tensor<1xf32>
    return %3, %5 : tensor<1xf32>, tensor<1xf32>
  }
}
