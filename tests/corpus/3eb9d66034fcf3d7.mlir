// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern arith.maxui.fold.const
// CORPUS-KEY: pattern arith.maxui.fold.max-rhs
// CORPUS-KEY: pattern arith.maxui.fold.same-operand
// CORPUS-KEY: pattern arith.maxui.fold.zero-rhs
// CORPUS-KEY: pattern arith.minui.fold.zero-rhs
// CORPUS-SEED: 991821
// PIPELINE: expand
// CORPUS-CORRECT: 2:58a14e39f8c13fc8
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> ()>
module {
  func.func @main(%arg0: tensor<1x1x1xi16>) -> tensor<i16> {
    %0 = tensor.empty() : tensor<i16>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "reduction", "reduction"]} ins(%arg0 : tensor<1x1x1xi16>) outs(%0 : tensor<i16>) {
    ^bb0(%in: i16, %out: i16):
      %c0_i16 = arith.constant 0 : i16
      %2 = arith.minui %in, %c0_i16 : i16
      %3 = arith.maxui %2, %out : i16
      linalg.yield %3 : i16
    } -> tensor<i16>
    return %1 : tensor<i16>
  }
}
