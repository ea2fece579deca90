// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern arith.floordivsi.fold.const
// CORPUS-SEED: 996744
// PIPELINE: expand
// CORPUS-CORRECT: 2:dddbe3c17607fd6e
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0) -> ()>
module {
  func.func @main(%arg0: tensor<i16>) -> tensor<1xi16> {
    %cst = arith.constant dense<0> : tensor<1xi16>
    %0 = tensor.empty() : tensor<1xi16>
    %1 = linalg.generic {indexing_maps = [#map, #map, #map1, #map], iterator_types = ["parallel"]} ins(%cst, %cst, %arg0 : tensor<1xi16>, tensor<1xi16>, tensor<i16>) outs(%0 : tensor<1xi16>) {
    ^bb0(%in: i16, %in_0: i16, %in_1: i16, %out: i16):
      %c0_i16 = arith.constant 0 : i16
      %c1_i16 = arith.constant 1 : i16
      %2 = arith.floordivsi %c0_i16, %c1_i16 : i16
      linalg.yield %2 : i16
    } -> tensor<1xi16>
    return %1 : tensor<1xi16>
  }
}
