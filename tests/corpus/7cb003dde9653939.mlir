// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern math.erf.fold.const
// CORPUS-SEED: 2103685
// PIPELINE: bufferize
// CORPUS-CORRECT: 2:6f1fdf98a742ce1d 3:c7fc13bd22cbdd15 15:f9d895c7f1f8bd3c 17:e9d585fc1c10ba06 18:311c1bd34f082023
// CORPUS-CORRECT: 19:7093dcf79659b78b 20:22b80aeef1db0167 21:57b85e836c5db59b 23:0d0631f8a5197a5d
func.func @main(%arg0: tensor<1x2x5xf32>) -> tensor<5x1xf32> {
  %0 = tensor.empty() : tensor<5x2x1xf32>
  %1 = arith.constant -8.5 : f32
  %2 = linalg.fill ins(%1 : f32) outs(%0 : tensor<5x2x1xf32>) -> tensor<5x2x1xf32>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2, d1, d0)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x2x5xf32>) outs(%2 : tensor<5x2x1xf32>) {
  ^bb0(%b3_0: f32, %b3_1: f32):
    %b3_2 = arith.maxnumf %b3_0, %b3_0 : f32
    %b3_3 = arith.divf %1, %1 : f32
    %b3_4 = math.erf %1 : f32
    %b3_5 = math.fma %1, %b3_2, %1 : f32
    linalg.yield %b3_5 : f32
  } -> tensor<5x2x1xf32>
  %4 = arith.constant 1 : index
  %5 = arith.constant 0 : index
  %6 = tensor.extract %3[%4, %4, %5] : tensor<5x2x1xf32>
  %7 = tensor.from_elements %1, %6, %6, %6, %6 : tensor<5xf32>
  %8 = tensor.expand_shape %7 [[0, 1]] output_shape [5, 1] : tensor<5xf32> into tensor<5x1xf32>
  return %8 : tensor<5x1xf32>
}
