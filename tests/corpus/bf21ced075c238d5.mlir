// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern arith.fptoui.fold.const
// CORPUS-SEED: 993592
// PIPELINE: tosa-opt
// CORPUS-CORRECT: 0:aa388dd6afe26224
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> ()>
module {
  func.func @main(%arg0: tensor<1x1xf32>) -> tensor<i8> {
    %0 = tensor.empty() : tensor<i8>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "reduction"]} ins(%arg0 : tensor<1x1xf32>) outs(%0 : tensor<i8>) {
    ^bb0(%in: f32, %out: i8):
      %2 = arith.fptoui %in : f32 to i8
      %3 = arith.xori %2, %2 : i8
      linalg.yield %3 : i8
    } -> tensor<i8>
    return %1 : tensor<i8>
  }
}
