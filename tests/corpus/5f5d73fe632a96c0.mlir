// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern tensor.insert_slice.fold.identity
// CORPUS-KEY: pattern tensor.insert_slice.fold.insert-after-extract
// CORPUS-KEY: pattern tensor.insert_slice.fold.insert-after-insert
// CORPUS-KEY: pattern tensor.insert_slice.fold.zero-size
// CORPUS-SEED: 1904817
// PIPELINE: linalg-opt
// CORPUS-CORRECT: 16:a33b6e0969416e73 17:208bf5dcb79407d3 19:9afe4210b7fbd7ec
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0) -> ()>
module {
  func.func @main(%arg0: tensor<i16>, %arg1: tensor<1xi16>) -> tensor<1xi16> {
    %cst = arith.constant dense<0> : tensor<i16>
    %inserted_slice = tensor.insert_slice %cst into %arg1[0] [1] [1] : tensor<i16> into tensor<1xi16>
    %0 = linalg.generic {indexing_maps = [#map, #map1, #map, #map], iterator_types = ["parallel"]} ins(%inserted_slice, %arg0, %arg1 : tensor<1xi16>, tensor<i16>, tensor<1xi16>) outs(%arg1 : tensor<1xi16>) {
    ^bb0(%in: i16, %in_0: i16, %in_1: i16, %out: i16):
      linalg.yield %in_0 : i16
    } -> tensor<1xi16>
    return %0 : tensor<1xi16>
  }
}
