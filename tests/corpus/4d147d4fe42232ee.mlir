// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern arith.remf.fold.const
// CORPUS-KEY: pattern math.ceil.fold.const
// CORPUS-KEY: pattern math.copysign.fold.const
// CORPUS-SEED: 990153
// PIPELINE: tosa-lowering
// CORPUS-STEP: 2 tosa-optional-decompositions correct d7a32c3dbf9e83a0
module {
  func.func @main(%arg0: tensor<f16>, %arg1: tensor<f16>) -> tensor<f16> {
    %mapped = linalg.map ins(%arg0, %arg0, %arg1 : tensor<f16>, tensor<f16>, tensor<f16>) outs(%arg0 : tensor<f16>)
      (%in: f16, %in_0: f16, %in_1: f16, %init: f16) {
        %0 = math.ceil %in : f16
        %1 = arith.remf %in_1, %in : f16
        %2 = math.copysign %in_0, %0 : f16
        %3 = math.floor %in_1 : f16
        linalg.yield %3 : f16
      }
    return %mapped : tensor<f16>
  }
}
