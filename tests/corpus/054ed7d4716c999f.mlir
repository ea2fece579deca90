// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern arith.fptoui.fold.const
// CORPUS-SEED: 993592
// PIPELINE: tosa-opt
// CORPUS-STEP: 0 canonicalize correct b240b6d0321f3edd
// CORPUS-STEP: 5 cse correct 6be35147e1079fac
func.func @main(%arg0: tensor<1x1xf32>) -> (tensor<i8>, tensor<i8>, tensor<i8>) {
  %0 = tensor.empty() : tensor<i8>
  %1 = arith.constant -1 : i8
  %2 = linalg.fill ins(%1 : i8) outs(%0 : tensor<i8>) -> tensor<i8>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%arg0 : tensor<1x1xf32>) outs(%2 : tensor<i8>) {
  ^bb0(%b3_0: f32, %b3_1: i8):
    %b3_2 = arith.fptoui %b3_0 : f32 to i8
    %b3_3 = arith.xori %b3_2, %b3_2 : i8
    %b3_4 = arith.andi %b3_3, %b3_1 : i8
    linalg.yield %b3_4 : i8
  } -> tensor<i8>
  %4 = tensor.empty() : tensor<i8>
  %5 = linalg.copy ins(%3 : tensor<i8>) outs(%4 : tensor<i8>) -> tensor<i8>
  return %2, %3, %5 : tensor<i8>, tensor<i8>, tensor<i8>
}
