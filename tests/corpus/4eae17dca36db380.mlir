// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern math.trunc.fold.const
// CORPUS-SEED: 996535
// PIPELINE: tosa-opt
// CORPUS-STEP: 0 canonicalize correct 1de99d23a7d4f38d
func.func @main(%arg0: f32, %arg1: tensor<f32>) -> (tensor<5xf32>, tensor<5xf32>) {
  %0 = arith.constant 0x7F7FFFFF : f32
  %1 = arith.constant 1.0 : f32
  %2 = tensor.from_elements %0, %0, %arg0, %1, %1 : tensor<5xf32>
  %3 = tensor.empty() : tensor<5xf32>
  %4 = linalg.fill ins(%0 : f32) outs(%3 : tensor<5xf32>) -> tensor<5xf32>
  %5 = arith.constant dense<44.0> : tensor<5xf32>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4, %5, %arg1 : tensor<5xf32>, tensor<5xf32>, tensor<f32>) outs(%2 : tensor<5xf32>) {
  ^bb0(%b6_0: f32, %b6_1: f32, %b6_2: f32, %b6_3: f32):
    %b6_4 = math.atan %b6_0 : f32
    %b6_5 = arith.negf %b6_1 : f32
    %b6_6 = arith.negf %b6_4 : f32
    %b6_7 = arith.divf %b6_5, %b6_6 : f32
    %b6_8 = math.trunc %b6_1 : f32
    %b6_9 = arith.addf %b6_0, %b6_7 : f32
    linalg.yield %b6_9 : f32
  } -> tensor<5xf32>
  return %5, %6 : tensor<5xf32>, tensor<5xf32>
}
