// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern math-expand.exp2
// CORPUS-KEY: pattern math.cttz.fold.const
// CORPUS-SEED: 993392
// PIPELINE: full
// CORPUS-CORRECT: 0:9f3099b4f40dafae 22:c99c747c4311bbf5 23:963463838c5b7b64 30:43adf43531fd180c 33:b52aa07ec815413e
// CORPUS-CORRECT: 34:de60d2cd0f3eb2b8 35:43adf43531fd180c 40:d12e869eae0fce61
// CORPUS-STEP: 28 math-expand-ops inconclusive 405123d0628e748e
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map3 = affine_map<(d0, d1, d2) -> (d2)>
#map4 = affine_map<(d0, d1, d2) -> (d2, d1, d0)>
#map5 = affine_map<(d0, d1, d2) -> (d1, d2)>
module {
  func.func @main(%arg0: tensor<1x1x1x1xf16>, %arg1: tensor<1x1x1xi8>) -> (tensor<1x1x1x1xf16>, tensor<1x1xi8>) {
    %cst = arith.constant dense<0.000000e+00> : tensor<1x1xf16>
    %0 = tensor.empty() : tensor<1x1x1x1xf16>
    %1 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %cst : tensor<1x1x1x1xf16>, tensor<1x1xf16>) outs(%0 : tensor<1x1x1x1xf16>) {
    ^bb0(%in: f16, %in_2: f16, %out: f16):
      %4 = math.exp2 %in : f16
      linalg.yield %4 : f16
    } -> tensor<1x1x1x1xf16>
    %cst_0 = arith.constant dense<0> : tensor<1x1x1xi8>
    %cst_1 = arith.constant dense<0> : tensor<1xi8>
    %2 = tensor.empty() : tensor<1x1xi8>
    %3 = linalg.generic {indexing_maps = [#map2, #map3, #map4, #map5], iterator_types = ["reduction", "parallel", "parallel"]} ins(%cst_0, %cst_1, %arg1 : tensor<1x1x1xi8>, tensor<1xi8>, tensor<1x1x1xi8>) outs(%2 : tensor<1x1xi8>) {
    ^bb0(%in: i8, %in_2: i8, %in_3: i8, %out: i8):
      %c0_i8 = arith.constant 0 : i8
      %4 = math.cttz %c0_i8 : i8
      linalg.yield %4 : i8
    } -> tensor<1x1xi8>
    return %1, %3 : tensor<1x1x1x1xf16>, tensor<1x1xi8>
  }
}
