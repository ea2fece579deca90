// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern arith.maxui.fold.const
// CORPUS-KEY: pattern arith.maxui.fold.max-rhs
// CORPUS-KEY: pattern arith.maxui.fold.same-operand
// CORPUS-KEY: pattern arith.maxui.fold.zero-rhs
// CORPUS-KEY: pattern arith.minui.fold.zero-rhs
// CORPUS-SEED: 991821
// PIPELINE: expand
// CORPUS-STEP: 2 tosa-optional-decompositions correct dfae6bc6414cdda5
func.func @main(%arg0: tensor<1x1x3x4xi16>) -> tensor<i16> {
  %0 = tensor.collapse_shape %arg0 [[0], [1, 2], [3]] : tensor<1x1x3x4xi16> into tensor<1x3x4xi16>
  %1 = tensor.empty() : tensor<i16>
  %2 = arith.constant 0 : i16
  %3 = linalg.fill ins(%2 : i16) outs(%1 : tensor<i16>) -> tensor<i16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> ()>], iterator_types = ["reduction", "reduction", "reduction"]} ins(%0 : tensor<1x3x4xi16>) outs(%3 : tensor<i16>) {
  ^bb0(%b4_0: i16, %b4_1: i16):
    %b4_2 = arith.constant 0 : i16
    %b4_3 = arith.minui %b4_0, %b4_2 : i16
    %b4_4 = arith.cmpi ult, %b4_3, %b4_3 : i16
    %b4_5 = arith.select %b4_4, %b4_3, %b4_3 : i16
    %b4_6 = arith.maxui %b4_5, %b4_1 : i16
    linalg.yield %b4_6 : i16
  } -> tensor<i16>
  return %4 : tensor<i16>
}
