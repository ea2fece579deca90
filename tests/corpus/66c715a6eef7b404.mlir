// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pass arith-expand
// CORPUS-KEY: pass buffer-deallocation-simplification
// CORPUS-KEY: pass convert-linalg-to-loops
// CORPUS-KEY: pass math-expand-ops
// CORPUS-KEY: pass one-shot-bufferize
// CORPUS-KEY: pass ownership-based-buffer-deallocation
// CORPUS-KEY: pattern arith-expand.maximumf
// CORPUS-KEY: pattern arith-expand.minimumf
// CORPUS-KEY: pattern arith.cmpf.fold.const
// CORPUS-KEY: pattern arith.select.fold.cmp-eq-ne
// CORPUS-KEY: pattern arith.select.fold.const-cond-elementwise
// CORPUS-KEY: pattern arith.select.fold.const-false
// CORPUS-KEY: pattern arith.select.fold.const-true
// CORPUS-KEY: pattern arith.select.fold.i1-true-false
// CORPUS-KEY: pattern arith.select.fold.poison
// CORPUS-KEY: pattern arith.select.fold.same-branches
// CORPUS-SEED: 991385
// PIPELINE: full
// CORPUS-CORRECT: 17:c8eca05e6afa8494 20:bf1fd9cdb48d3155 27:b5fbf1f863c40be8 28:1e991de5d4fe7c3b 30:44f96b3cd687d8af
// CORPUS-CORRECT: 33:61fc7183b53ce69f 34:90d7846e00cb7d00 35:44f96b3cd687d8af 40:cd7d100ae36be21c
func.func @main(%arg0: tensor<f32>) -> tensor<f32> {
  %0 = tosa.clamp %arg0 {min_val = 3.5 : f32, max_val = 4.25 : f32, nan_mode = IGNORE} : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}
