// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
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
// CORPUS-CORRECT: 0:953b94c7fc86bf6f 23:4fe4ecb778226d5f 30:9a31038faf4f09ec 32:26696881ae0f40cc 33:910a2dc42ba613dd
// CORPUS-CORRECT: 34:ae198bfaed1f75fd 35:26696881ae0f40cc 40:75871458d0526a65
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> ()>
module {
  func.func @main() -> tensor<i1> {
    %cst = arith.constant dense<false> : tensor<1x1xi1>
    %0 = tensor.empty() : tensor<i1>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "reduction"]} ins(%cst : tensor<1x1xi1>) outs(%0 : tensor<i1>) {
    ^bb0(%in: i1, %out: i1):
      %2 = arith.ori %in, %in : i1
      %3 = arith.xori %2, %in : i1
      linalg.yield %3 : i1
    } -> tensor<i1>
    return %1 : tensor<i1>
  }
}
