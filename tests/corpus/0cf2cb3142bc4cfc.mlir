// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern arith.minnumf.fold.const
// CORPUS-KEY: pattern arith.minnumf.fold.nan-rhs
// CORPUS-KEY: pattern arith.minnumf.fold.same-operand
// CORPUS-KEY: pattern arith.truncf.fold.const
// CORPUS-KEY: pattern math.copysign.fold.const
// CORPUS-SEED: 1706228
// PIPELINE: tosa-lowering
// CORPUS-CORRECT: 2:635781a91337656e
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @main() -> tensor<1xbf16> {
    %cst = arith.constant dense<0.000000e+00> : tensor<1x1xbf16>
    %0 = tensor.empty() : tensor<1xbf16>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel"]} ins(%cst : tensor<1x1xbf16>) outs(%0 : tensor<1xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %cst_0 = arith.constant 0.000000e+00 : f32
      %2 = arith.truncf %cst_0 : f32 to bf16
      %cst_1 = arith.constant 0.000000e+00 : bf16
      %3 = math.copysign %2, %cst_1 : bf16
      %4 = arith.minnumf %3, %cst_1 : bf16
      linalg.yield %4 : bf16
    } -> tensor<1xbf16>
    return %1 : tensor<1xbf16>
  }
}
