// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern arith.ori.canon.ext-si
// CORPUS-KEY: pattern arith.ori.canon.ext-ui
// CORPUS-KEY: pattern arith.xori.canon.ext-si
// CORPUS-KEY: pattern arith.xori.canon.ext-ui
// CORPUS-KEY: pattern arith.xori.canon.not-cmpi
// CORPUS-KEY: pattern arith.xori.fold.const
// CORPUS-KEY: pattern arith.xori.fold.same-operand
// CORPUS-KEY: pattern arith.xori.fold.xor-cancel
// CORPUS-SEED: 994868
// PIPELINE: full
// CORPUS-STEP: 0 canonicalize correct 0bc96ce20084cf6e
// CORPUS-STEP: 24 linalg-generalize-named-ops correct 22c5d1ffd8701f71
// CORPUS-STEP: 25 linalg-specialize-generic-ops correct 2df26ec9157a0ad6
// CORPUS-STEP: 30 one-shot-bufferize correct 380ef8d481cc2a25
// CORPUS-STEP: 33 ownership-based-buffer-deallocation correct 3f0242ab3f9d4fcd
// CORPUS-STEP: 34 canonicalize correct e210d1d339604a8f
// CORPUS-STEP: 35 buffer-deallocation-simplification correct 3394cdfc72d8874e
// CORPUS-STEP: 36 bufferization-lower-deallocations correct 3ae59623c6cdc784
// CORPUS-STEP: 38 canonicalize correct ef1bb07a994de5ea
// CORPUS-STEP: 40 convert-linalg-to-loops correct 0714e0090ca3c5a7
// CORPUS-STEP: 41 canonicalize correct 1d8792f7cc93dc45
func.func @main() -> (i1, tensor<i1>, tensor<3x3x1x1xi1>) {
  %0 = arith.constant dense<false> : tensor<2x4xi1>
  %1 = tensor.empty() : tensor<i1>
  %2 = arith.constant true
  %3 = linalg.fill ins(%2 : i1) outs(%1 : tensor<i1>) -> tensor<i1>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%0 : tensor<2x4xi1>) outs(%3 : tensor<i1>) {
  ^bb0(%b4_0: i1, %b4_1: i1):
    %b4_2 = arith.xori %b4_0, %b4_0 : i1
    %b4_3 = arith.ori %b4_0, %b4_0 : i1
    %b4_4 = arith.xori %b4_3, %b4_2 : i1
    %b4_5 = arith.xori %b4_4, %b4_1 : i1
    linalg.yield %b4_5 : i1
  } -> tensor<i1>
  %5 = tensor.empty() : tensor<3x3x1x1xi1>
  %6 = linalg.broadcast ins(%4 : tensor<i1>) outs(%5 : tensor<3x3x1x1xi1>) dimensions = [0, 1, 2, 3]
  return %2, %3, %6 : i1, tensor<i1>, tensor<3x3x1x1xi1>
}
