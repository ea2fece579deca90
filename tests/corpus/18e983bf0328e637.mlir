// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern arith.extf.fold.const
// CORPUS-KEY: pattern math.cos.fold.const
// CORPUS-SEED: 992294
// PIPELINE: full
// CORPUS-STEP: 0 canonicalize inconclusive 5e46560e567dc49d
// CORPUS-STEP: 24 linalg-generalize-named-ops correct aed430951daa2b87
// CORPUS-STEP: 30 one-shot-bufferize correct c06a112c7558b319
// CORPUS-STEP: 33 ownership-based-buffer-deallocation correct 340ffd9607bc106e
// CORPUS-STEP: 34 canonicalize correct f4bd9454524e18de
// CORPUS-STEP: 35 buffer-deallocation-simplification correct c06a112c7558b319
// CORPUS-STEP: 40 convert-linalg-to-loops correct f85f005daf24f86d
// CORPUS-STEP: 41 canonicalize correct fc330ab867197886
func.func @main(%arg0: tensor<1x1xf32>) -> tensor<1x1xf32> {
  %0 = arith.constant dense<0x43A00000> : tensor<1x1xf32>
  %1 = tensor.empty() : tensor<1x1xf32>
  %2 = arith.constant 0x71319E6A : f32
  %3 = linalg.map ins(%arg0, %0 : tensor<1x1xf32>, tensor<1x1xf32>) outs(%1 : tensor<1x1xf32>)
    (%b3_0: f32, %b3_1: f32, %b3_2: f32) {
    %b3_3 = arith.constant -0.09375 : f16
    %b3_4 = arith.extf %b3_3 : f16 to f32
    %b3_5 = math.cos %b3_4 : f32
    linalg.yield %b3_5 : f32
    }
  return %3 : tensor<1x1xf32>
}
