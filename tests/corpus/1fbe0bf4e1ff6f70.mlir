// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern arith-expand.ceildivsi
// CORPUS-SEED: 996623
// PIPELINE: full
// CORPUS-CORRECT: 0:8092d0a2e130aabd 23:4e1fa31b1e0eb5ec 27:84a3f1dc25e5fed1 28:0440f2f5eab63496 30:f724fbc1977e5f44
// CORPUS-CORRECT: 33:bdc26731858259fb 34:0b03f6827e895a91 35:f724fbc1977e5f44 40:1d5b1f4952fe3950
#map = affine_map<(d0, d1, d2) -> (d1, d2, d0)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
module {
  func.func @main(%arg0: tensor<1x1x1xi8>) -> tensor<1x1x1xi8> {
    %0 = tensor.empty() : tensor<1x1x1xi8>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x1x1xi8>) outs(%0 : tensor<1x1x1xi8>) {
    ^bb0(%in: i8, %out: i8):
      %c0_i8 = arith.constant 0 : i8
      %2 = arith.ceildivsi %in, %c0_i8 : i8
      linalg.yield %2 : i8
    } -> tensor<1x1x1xi8>
    return %1 : tensor<1x1x1xi8>
  }
}
