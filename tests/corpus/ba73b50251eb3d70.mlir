// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pass convert-vector-to-scf
// CORPUS-KEY: pattern arith.maxnumf.fold.const
// CORPUS-KEY: pattern arith.maxnumf.fold.nan-rhs
// CORPUS-KEY: pattern arith.maxnumf.fold.same-operand
// CORPUS-KEY: pattern arith.minnumf.fold.same-operand
// CORPUS-KEY: pattern arith.uitofp.fold.const
// CORPUS-KEY: pattern tensor.concat.fold.single-input
// CORPUS-SEED: 2106640
// PIPELINE: vectorize
// CORPUS-CORRECT: 2:48110727bbe9897b 15:d04bd9e9eb625dd3 18:a6cc32b720e62b0f 19:cd6f769b4f5d2a1c 20:2ba0bb750d638dc2
// CORPUS-CORRECT: 21:76f0d421d8bbab3e 23:23c33cb86236c994 25:6681f4d0f51012ba 27:ec062f27363e0d7f 28:b6670f8d1876bd38
// CORPUS-STEP: 30 convert-vector-to-scf unsupported c3c5c3044674ca72
// CORPUS-STEP: 31 lower-affine unsupported f4d8567485920c76
// CORPUS-STEP: 32 canonicalize unsupported 6d177a4be3bc2a60
func.func @main(%arg0: tensor<1x1x2x5xbf16>) -> tensor<1x1x5x2xbf16> {
  %0 = tensor.empty() : tensor<1x1x2x5xbf16>
  %1 = linalg.map ins(%arg0 : tensor<1x1x2x5xbf16>) outs(%0 : tensor<1x1x2x5xbf16>)
    (%b1_0: bf16, %b1_1: bf16) {
    %b1_2 = arith.constant true
    %b1_3 = arith.uitofp %b1_2 : i1 to bf16
    %b1_4 = arith.constant 0x7F80 : bf16
    %b1_5 = arith.maxnumf %b1_3, %b1_4 : bf16
    %b1_6 = arith.addf %b1_0, %b1_5 : bf16
    %b1_7 = math.fma %b1_0, %b1_0, %b1_5 : bf16
    %b1_8 = arith.subf %b1_6, %b1_7 : bf16
    linalg.yield %b1_8 : bf16
    }
  %2 = tensor.concat dim(0) %1 : (tensor<1x1x2x5xbf16>) -> tensor<1x1x2x5xbf16>
  %3 = tensor.empty() : tensor<1x1x5x2xbf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2 : tensor<1x1x2x5xbf16>) outs(%3 : tensor<1x1x5x2xbf16>) {
  ^bb0(%b4_0: bf16, %b4_1: bf16):
    %b4_2 = arith.mulf %b4_0, %b4_0 : bf16
    linalg.yield %b4_2 : bf16
  } -> tensor<1x1x5x2xbf16>
  %5 = tensor.empty() : tensor<1x1x5x2xbf16>
  %6 = linalg.map ins(%4 : tensor<1x1x5x2xbf16>) outs(%5 : tensor<1x1x5x2xbf16>)
    (%b6_0: bf16, %b6_1: bf16) {
    %b6_2 = arith.minnumf %b6_0, %b6_0 : bf16
    %b6_3 = arith.maxnumf %b6_0, %b6_0 : bf16
    linalg.yield %b6_3 : bf16
    }
  return %6 : tensor<1x1x5x2xbf16>
}
