// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern tensor.insert.fold.same-splat-value
// CORPUS-SEED: 992679
// PIPELINE: affine-loops
// CORPUS-STEP: 2 tosa-optional-decompositions correct 609e4afbf2234934
// CORPUS-STEP: 15 one-shot-bufferize correct 2f37644bc8aec923
// CORPUS-STEP: 18 ownership-based-buffer-deallocation correct e892a0c152a44571
// CORPUS-STEP: 19 canonicalize correct 2f37644bc8aec923
func.func @main(%arg0: tensor<1x1xf32>) -> f32 {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<1x1xf32>) outs(%arg0 : tensor<1x1xf32>) {
  ^bb0(%b0_0: f32, %b0_1: f32):
    %b0_2 = math.trunc %b0_0 : f32
    %b0_3 = math.tanh %b0_2 : f32
    linalg.yield %b0_3 : f32
  } -> tensor<1x1xf32>
  %1 = arith.constant 0x00000001 : f32
  %2 = arith.constant 0 : index
  %3 = tensor.insert %1 into %0[%2, %2] : tensor<1x1xf32>
  %4 = tensor.extract %3[%2, %2] : tensor<1x1xf32>
  return %4 : f32
}
