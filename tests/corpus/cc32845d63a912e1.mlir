// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern arith.remui.fold.one-rhs
// CORPUS-SEED: 991817
// PIPELINE: full
// CORPUS-STEP: 0 canonicalize correct bd0bc7fb2ed3b743
// CORPUS-STEP: 5 cse correct 0ffce0001b233027
// CORPUS-STEP: 22 linalg-fuse-elementwise-ops correct 5b569087d16d331b
// CORPUS-STEP: 23 linalg-fold-unit-extent-dims correct 4a5b6c2ad2904512
// CORPUS-STEP: 25 linalg-specialize-generic-ops correct 9860d22b9285bd21
// CORPUS-STEP: 30 one-shot-bufferize correct ff0e1dc3a8bd4cf5
// CORPUS-STEP: 33 ownership-based-buffer-deallocation correct 4e114007512930dd
// CORPUS-STEP: 34 canonicalize correct 48b243f1c6db1be0
// CORPUS-STEP: 35 buffer-deallocation-simplification correct ff0e1dc3a8bd4cf5
// CORPUS-STEP: 40 convert-linalg-to-loops correct d0f1d16b06121e87
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
