// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern arith.remsi.fold.const
// CORPUS-KEY: pattern arith.remsi.fold.one-rhs
// CORPUS-SEED: 1503059
// PIPELINE: full
// CORPUS-CORRECT: 0:2172525a2b005c2e 22:113fb86ac427a4ec 23:0c8b911155a0332d 24:d03ba144128d460b 25:dc2a6b378452bc31
// CORPUS-CORRECT: 30:00c2d11295a24d22 33:28302091cdfef7d1 34:7fa0f2c7e75f1c42 35:00c2d11295a24d22 40:1343fbe8b8b83c99
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
module {
  func.func @main(%arg0: tensor<1x1xi32>) -> tensor<1xi32> {
    %c0_i32 = arith.constant 0 : i32
    %0 = linalg.fill ins(%c0_i32 : i32) outs(%arg0 : tensor<1x1xi32>) -> tensor<1x1xi32>
    %1 = tensor.empty() : tensor<1xi32>
    %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%0 : tensor<1x1xi32>) outs(%1 : tensor<1xi32>) {
    ^bb0(%in: i32, %out: i32):
      %c-4_i32 = arith.constant -4 : i32
      %3 = arith.remsi %in, %c-4_i32 : i32
      linalg.yield %3 : i32
    } -> tensor<1xi32>
    return %2 : tensor<1xi32>
  }
}
