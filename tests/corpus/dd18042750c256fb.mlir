// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern linalg.fill.canon.insert-pad-into-fill
// CORPUS-KEY: pattern linalg.generic.canon.erase-identity
// CORPUS-KEY: pattern tensor.insert_slice.canon.cast-operands
// CORPUS-KEY: pattern tensor.insert_slice.canon.constant-args
// CORPUS-KEY: pattern tensor.insert_slice.canon.source-cast-inserter
// CORPUS-KEY: pattern tensor.insert_slice.fold.insert-after-extract
// CORPUS-KEY: pattern tensor.insert_slice.fold.insert-after-insert
// CORPUS-KEY: pattern tensor.insert_slice.fold.zero-size
// CORPUS-SEED: 996141
// PIPELINE: expand
// CORPUS-CORRECT: 2:e72b19a745186789 3:5547f7caa4db25c0
#map = affine_map<(d0) -> (d0)>
module {
  func.func @main(%arg0: tensor<7xf16>) -> tensor<7xf16> {
    %cst = arith.constant dense<0.000000e+00> : tensor<6xf16>
    %inserted_slice = tensor.insert_slice %cst into %arg0[1] [6] [1] : tensor<6xf16> into tensor<7xf16>
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<7xf16>
    %0 = tensor.empty() : tensor<7xf16>
    %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%inserted_slice, %cst_0 : tensor<7xf16>, tensor<7xf16>) outs(%0 : tensor<7xf16>) {
    ^bb0(%in: f16, %in_1: f16, %out: f16):
      linalg.yield %in_1 : f16
    } -> tensor<7xf16>
    return %1 : tensor<7xf16>
  }
}
