// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern arith.cmpf.canon.int-to-fp-const
// CORPUS-SEED: 995023
// PIPELINE: tosa-opt
// CORPUS-CORRECT: 0:1391b46ba92ad183
func.func @main(%arg0: tensor<3x3x1xf32>) -> tensor<3x3x1xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d0, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<3x3x1xf32>) outs(%arg0 : tensor<3x3x1xf32>) {
  ^bb0(%b0_0: f32, %b0_1: f32):
    %b0_2 = arith.cmpf uno, %b0_0, %b0_0 : f32
    %b0_3 = arith.select %b0_2, %b0_0, %b0_0 : f32
    linalg.yield %b0_3 : f32
  } -> tensor<3x3x1xf32>
  return %0 : tensor<3x3x1xf32>
}
