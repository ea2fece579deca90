// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern arith.mulf.canon.neg-neg
// CORPUS-KEY: pattern arith.subf.fold.const
// CORPUS-KEY: pattern arith.subf.fold.pos-zero
// CORPUS-KEY: pattern math.exp2.fold.const
// CORPUS-SEED: 996093
// PIPELINE: tosa-lowering
// CORPUS-STEP: 2 tosa-optional-decompositions deferred a7a897215996149e
// CORPUS-STEP: 3 canonicalize correct 71f0a341296b3d1e
func.func @main(%arg0: tensor<5xf32>, %arg1: tensor<5xf32>) -> tensor<f32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0, %arg0, %arg1 : tensor<5xf32>, tensor<5xf32>, tensor<5xf32>) outs(%arg0 : tensor<5xf32>) {
  ^bb0(%b0_0: f32, %b0_1: f32, %b0_2: f32, %b0_3: f32):
    %b0_4 = arith.maximumf %b0_0, %b0_0 : f32
    %b0_5 = arith.constant -1.25 : f32
    %b0_6 = math.absf %b0_5 : f32
    %b0_7 = math.exp2 %b0_6 : f32
    linalg.yield %b0_7 : f32
  } -> tensor<5xf32>
  %1 = arith.constant 0x00800000 : f32
  %2 = arith.constant 3 : index
  %3 = tensor.insert %1 into %0[%2] : tensor<5xf32>
  %4 = tensor.empty() : tensor<f32>
  %5 = linalg.fill ins(%1 : f32) outs(%4 : tensor<f32>) -> tensor<f32>
  %6 = linalg.reduce ins(%3 : tensor<5xf32>) outs(%5 : tensor<f32>) dimensions = [0]
    (%b6_0: f32, %b6_1: f32) {
    %b6_2 = arith.negf %b6_0 : f32
    %b6_3 = arith.negf %b6_0 : f32
    %b6_4 = arith.mulf %b6_2, %b6_3 : f32
    %b6_5 = arith.constant 112.0 : f32
    %b6_6 = arith.subf %b6_4, %b6_5 : f32
    %b6_7 = math.exp %b6_4 : f32
    %b6_8 = arith.addf %b6_7, %b6_1 : f32
    linalg.yield %b6_8 : f32
    }
  return %6 : tensor<f32>
}
