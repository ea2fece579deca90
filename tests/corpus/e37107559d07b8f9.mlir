// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pass affine-super-vectorize
// CORPUS-SEED: 1306883
// PIPELINE: vectorize
// CORPUS-CORRECT: 15:eabf5a1e472cdf6d 18:6a6476b3492752ad 19:29ecc775034f7406 20:eabf5a1e472cdf6d 25:8ebeb29e56dcd34c
// CORPUS-CORRECT: 27:9ec1535ee13b68ce 28:6f1a35a5deafcd64 31:638be4eca72365b3 32:daf1113c369835d2
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (0, 0)>
module {
  func.func @main(%arg0: tensor<1x1xi32>) -> tensor<1x1xi32> {
    %cst = arith.constant dense<0> : tensor<1x1xi32>
    %0 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %cst : tensor<1x1xi32>, tensor<1x1xi32>) outs(%cst : tensor<1x1xi32>) {
    ^bb0(%in: i32, %in_0: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<1x1xi32>
    return %0 : tensor<1x1xi32>
  }
}
