// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern arith.extf.fold.const
// CORPUS-KEY: pattern arith.remf.fold.const
// CORPUS-KEY: pattern math.trunc.fold.const
// CORPUS-SEED: 2102422
// PIPELINE: tosa-opt
// CORPUS-CORRECT: 0:5e476bfdb7451496
func.func @main(%arg0: tensor<1x3x5x1xf32>) -> tensor<4x1xf32> {
  %0 = tensor.concat dim(0) %arg0 : (tensor<1x3x5x1xf32>) -> tensor<1x3x5x1xf32>
  %1 = tensor.collapse_shape %0 [[0], [1, 2, 3]] : tensor<1x3x5x1xf32> into tensor<1x15xf32>
  %2 = tensor.extract_slice %1[0, 2] [1, 4] [1, 1] : tensor<1x15xf32> to tensor<1x4xf32>
  %3 = tensor.empty() : tensor<4x1xf32>
  %4 = arith.constant -0.0 : f32
  %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2 : tensor<1x4xf32>) outs(%3 : tensor<4x1xf32>) {
  ^bb0(%b5_0: f32, %b5_1: f32):
    %b5_2 = arith.constant 0x801F : bf16
    %b5_3 = arith.extf %b5_2 : bf16 to f32
    %b5_4 = math.trunc %b5_3 : f32
    %b5_5 = arith.cmpf ogt, %b5_4, %b5_4 : f32
    %b5_6 = arith.select %b5_5, %b5_4, %b5_4 : f32
    %b5_7 = arith.constant 1.0 : f32
    %b5_8 = arith.remf %4, %b5_7 : f32
    %b5_9 = arith.cmpf olt, %b5_0, %b5_4 : f32
    %b5_10 = arith.select %b5_9, %b5_0, %b5_4 : f32
    linalg.yield %b5_10 : f32
  } -> tensor<4x1xf32>
  return %5 : tensor<4x1xf32>
}
