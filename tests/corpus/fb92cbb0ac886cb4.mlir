// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern arith.mulf.canon.neg-neg
// CORPUS-KEY: pattern math.exp2.fold.const
// CORPUS-SEED: 996093
// PIPELINE: tosa-lowering
// CORPUS-CORRECT: 2:430ae47b27ea22d5 3:7743bdc767398e05
#map = affine_map<(d0) -> (d0)>
module {
  func.func @main(%arg0: tensor<1xf32>, %arg1: tensor<1xf32>) -> tensor<f32> {
    %0 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %arg0, %arg1 : tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) outs(%arg0 : tensor<1xf32>) {
    ^bb0(%in: f32, %in_0: f32, %in_1: f32, %out: f32):
      %cst = arith.constant 0.000000e+00 : f32
      %2 = math.exp2 %cst : f32
      linalg.yield %2 : f32
    } -> tensor<1xf32>
    %1 = tensor.empty() : tensor<f32>
    %reduced = linalg.reduce ins(%0 : tensor<1xf32>) outs(%1 : tensor<f32>) dimensions = [0] 
      (%in: f32, %init: f32) {
        %2 = arith.negf %in : f32
        %3 = arith.negf %in : f32
        %4 = arith.mulf %2, %3 : f32
        linalg.yield %4 : f32
      }
    return %reduced : tensor<f32>
  }
}
