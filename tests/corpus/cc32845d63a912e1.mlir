// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern arith.remui.fold.one-rhs
// CORPUS-SEED: 991817
// PIPELINE: full
// CORPUS-CORRECT: 0:bd0bc7fb2ed3b743 5:0ffce0001b233027 22:5b569087d16d331b 23:4a5b6c2ad2904512 25:9860d22b9285bd21
// CORPUS-CORRECT: 30:ff0e1dc3a8bd4cf5 33:4e114007512930dd 34:48b243f1c6db1be0 35:ff0e1dc3a8bd4cf5 40:d0f1d16b06121e87
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
module {
  func.func @main() -> tensor<1x1x1x1xi32> {
    %0 = tensor.empty() : tensor<1x1x1x1xi32>
    %1 = tensor.empty() : tensor<1x1x1x1xi32>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%0 : tensor<1x1x1x1xi32>) outs(%1 : tensor<1x1x1x1xi32>) {
    ^bb0(%in: i32, %out: i32):
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %3 = arith.remui %c0_i32, %c1_i32 : i32
      linalg.yield %3 : i32
    } -> tensor<1x1x1x1xi32>
    return %2 : tensor<1x1x1x1xi32>
  }
}
