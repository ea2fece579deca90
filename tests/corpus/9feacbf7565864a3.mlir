// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern arith.floordivsi.fold.const
// CORPUS-SEED: 996744
// PIPELINE: expand
// CORPUS-STEP: 2 tosa-optional-decompositions correct bc8f9cda312e8561
// CORPUS-STEP: 3 canonicalize correct 0ae0f1c838abca93
func.func @main(%arg0: tensor<i16>) -> (tensor<1xi16>, tensor<1xi16>) {
  %0 = arith.constant dense<256> : tensor<1xi16>
  %1 = tensor.empty() : tensor<1xi16>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%0 : tensor<1xi16>) outs(%1 : tensor<1xi16>) {
  ^bb0(%b2_0: i16, %b2_1: i16):
    %b2_2 = arith.constant 0 : i16
    %b2_3 = arith.addi %b2_0, %b2_2 : i16
    %b2_4 = arith.constant 0 : i16
    %b2_5 = arith.ori %b2_3, %b2_4 : i16
    linalg.yield %b2_5 : i16
  } -> tensor<1xi16>
  %3 = arith.constant dense<5> : tensor<1xi16>
  %4 = tensor.empty() : tensor<1xi16>
  %5 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2, %3, %arg0 : tensor<1xi16>, tensor<1xi16>, tensor<i16>) outs(%4 : tensor<1xi16>) {
  ^bb0(%b5_0: i16, %b5_1: i16, %b5_2: i16, %b5_3: i16):
    %b5_4 = arith.constant -32768 : i16
    %b5_5 = arith.constant 4 : i16
    %b5_6 = arith.floordivsi %b5_4, %b5_5 : i16
    linalg.yield %b5_6 : i16
  } -> tensor<1xi16>
  return %2, %5 : tensor<1xi16>, tensor<1xi16>
}
