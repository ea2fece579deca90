// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern math.log2.fold.const
// CORPUS-SEED: 994855
// PIPELINE: bufferize
// CORPUS-STEP: 2 tosa-optional-decompositions correct 32d95ee01a8fb07e
// CORPUS-STEP: 15 one-shot-bufferize correct 12eab6d995fd72ff
// CORPUS-STEP: 18 ownership-based-buffer-deallocation correct cd4af631fa1da865
// CORPUS-STEP: 19 canonicalize correct 9296993c799570ad
// CORPUS-STEP: 20 buffer-deallocation-simplification correct 12eab6d995fd72ff
func.func @main(%arg0: tensor<3x3xf32>) -> tensor<3xf32> {
  %0 = tensor.empty() : tensor<3xf32>
  %1 = arith.constant 9.0 : f32
  %2 = linalg.fill ins(%1 : f32) outs(%0 : tensor<3xf32>) -> tensor<3xf32>
  %3 = linalg.reduce ins(%arg0 : tensor<3x3xf32>) outs(%2 : tensor<3xf32>) dimensions = [0]
    (%b3_0: f32, %b3_1: f32) {
    %b3_2 = arith.constant -0.0 : f32
    %b3_3 = arith.fptosi %b3_2 : f32 to i32
    %b3_4 = arith.sitofp %b3_3 : i32 to f32
    %b3_5 = arith.constant -0.140625 : f32
    %b3_6 = arith.cmpf ugt, %b3_4, %b3_5 : f32
    %b3_7 = arith.select %b3_6, %b3_2, %b3_0 : f32
    %b3_8 = math.log2 %b3_0 : f32
    %b3_9 = arith.remf %b3_7, %b3_0 : f32
    %b3_10 = arith.mulf %b3_9, %b3_1 : f32
    linalg.yield %b3_10 : f32
    }
  return %3 : tensor<3xf32>
}
