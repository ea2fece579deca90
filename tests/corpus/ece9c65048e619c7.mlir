// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern arith.minui.fold.zero-rhs
// CORPUS-SEED: 991821
// PIPELINE: expand
// CORPUS-CORRECT: 2:43f7a0c792931f7e
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> ()>
module {
  func.func @main(%arg0: tensor<1x1x1xi16>) -> tensor<i16> {
    %0 = tensor.empty() : tensor<i16>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "reduction", "reduction"]} ins(%arg0 : tensor<1x1x1xi16>) outs(%0 : tensor<i16>) {
    ^bb0(%in: i16, %out: i16):
      %c0_i16 = arith.constant 0 : i16
      %2 = arith.minui %in, %c0_i16 : i16
      linalg.yield %2 : i16
    } -> tensor<i16>
    return %1 : tensor<i16>
  }
}
