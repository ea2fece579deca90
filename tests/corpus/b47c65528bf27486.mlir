// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern math.powf.fold.const
// CORPUS-KEY: pattern math.round.fold.const
// CORPUS-KEY: pattern tensor.concat.fold.single-input
// CORPUS-SEED: 993114
// PIPELINE: tosa-lowering
// CORPUS-STEP: 2 tosa-optional-decompositions correct 706c531c0f84da86
func.func @main(%arg0: tensor<1xf32>) -> (tensor<1x2x5x1xf32>, tensor<2x5x1xf32>, tensor<2x5x1xf32>) {
  %0 = arith.constant dense<-1.75> : tensor<1x2x5x1xf32>
  %1 = tensor.concat dim(0) %0 : (tensor<1x2x5x1xf32>) -> tensor<1x2x5x1xf32>
  %2 = arith.constant dense<0x00800000> : tensor<2x1x1x5xf32>
  %3 = tensor.empty() : tensor<2x5x1xf32>
  %4 = arith.constant 0x7F800000 : f32
  %5 = linalg.fill ins(%4 : f32) outs(%3 : tensor<2x5x1xf32>) -> tensor<2x5x1xf32>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3, d0, d2)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%1, %2, %arg0 : tensor<1x2x5x1xf32>, tensor<2x1x1x5xf32>, tensor<1xf32>) outs(%5 : tensor<2x5x1xf32>) {
  ^bb0(%b6_0: f32, %b6_1: f32, %b6_2: f32, %b6_3: f32):
    %b6_4 = arith.maximumf %b6_0, %4 : f32
    %b6_5 = math.powf %4, %b6_2 : f32
    %b6_6 = math.round %4 : f32
    %b6_7 = arith.minnumf %b6_6, %b6_3 : f32
    linalg.yield %b6_7 : f32
  } -> tensor<2x5x1xf32>
  return %1, %5, %6 : tensor<1x2x5x1xf32>, tensor<2x5x1xf32>, tensor<2x5x1xf32>
}
