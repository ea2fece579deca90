// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern arith.truncf.canon.of-sitofp
// CORPUS-SEED: 1704198
// PIPELINE: bufferize
// CORPUS-CORRECT: 3:d49c776017892d82 15:e4cb148b107bee3f 18:ba516c29f7caea3d 19:3d756958430fd767 20:c0ee869e67a38fb8
// CORPUS-CORRECT: 24:8c27208f4c21a136
#map = affine_map<(d0) -> (d0)>
module {
  func.func @main(%arg0: tensor<1xbf16>) -> tensor<1xbf16> {
    %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<1xbf16>) outs(%arg0 : tensor<1xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %1 = arith.fptosi %in : bf16 to i16
      %2 = arith.sitofp %1 : i16 to f32
      %3 = arith.truncf %2 : f32 to bf16
      linalg.yield %3 : bf16
    } -> tensor<1xbf16>
    return %0 : tensor<1xbf16>
  }
}
