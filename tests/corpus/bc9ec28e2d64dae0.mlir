// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern arith.truncf.fold.trunc-of-ext
// CORPUS-SEED: 1706352
// PIPELINE: vectorize
// CORPUS-CORRECT: 2:15e892971d1f606c 15:051cdba5ed6eee4c 18:362a1c25e679a88e 19:005b31a0f7418a32 20:051cdba5ed6eee4c
// CORPUS-CORRECT: 25:2fe23ac68eb4d325 31:bd1ff506f6a4210d 32:e163576446c7df31
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0) -> ()>
module {
  func.func @main(%arg0: tensor<2xbf16>) -> tensor<bf16> {
    %0 = tensor.empty() : tensor<bf16>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction"]} ins(%arg0 : tensor<2xbf16>) outs(%0 : tensor<bf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %cst = arith.constant 0.000000e+00 : f16
      %2 = arith.extf %cst : f16 to f32
      %3 = arith.truncf %2 : f32 to bf16
      linalg.yield %3 : bf16
    } -> tensor<bf16>
    return %1 : tensor<bf16>
  }
}
