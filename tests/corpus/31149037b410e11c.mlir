// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern arith.remf.fold.const
// CORPUS-KEY: pattern math.ceil.fold.const
// CORPUS-KEY: pattern math.copysign.fold.const
// CORPUS-SEED: 990153
// PIPELINE: tosa-lowering
// CORPUS-STEP: 2 tosa-optional-decompositions correct 4eb487e46abe0aa2
func.func @main(%arg0: tensor<4x3xf16>, %arg1: tensor<4x3xf16>) -> tensor<4x3xf16> {
  %0 = linalg.map ins(%arg0, %arg0, %arg1 : tensor<4x3xf16>, tensor<4x3xf16>, tensor<4x3xf16>) outs(%arg0 : tensor<4x3xf16>)
    (%b0_0: f16, %b0_1: f16, %b0_2: f16, %b0_3: f16) {
    %b0_4 = math.ceil %b0_0 : f16
    %b0_5 = arith.remf %b0_2, %b0_0 : f16
    %b0_6 = math.copysign %b0_1, %b0_4 : f16
    %b0_7 = math.floor %b0_2 : f16
    linalg.yield %b0_7 : f16
    }
  return %0 : tensor<4x3xf16>
}
