// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern arith.maximumf.fold.const
// CORPUS-KEY: pattern arith.maximumf.fold.neg-inf
// CORPUS-KEY: pattern arith.minimumf.fold.const
// CORPUS-KEY: pattern arith.minimumf.fold.pos-inf
// CORPUS-KEY: pattern arith.minimumf.fold.same-operand
// CORPUS-SEED: 1706272
// PIPELINE: full
// CORPUS-CORRECT: 17:18112153ad4a7634 18:10555e4be222efe0 20:129cbb9c0274ca4a 22:798307751c99bf6c 25:caaa91d5d49d99fe
// CORPUS-CORRECT: 30:de42aa0b7aa7ac42 33:156b96701e63360d 34:39f4d69648eeeaf8 35:de42aa0b7aa7ac42 40:a1b24780617852f1
func.func @main() -> tensor<f32> {
  %0 = "tosa.const"() <{values = dense<0x80000001> : tensor<f32>}> : () -> tensor<f32>
  %1 = tosa.clamp %0 {min_val = -5.5 : f32, max_val = 192.0 : f32} : (tensor<f32>) -> tensor<f32>
  return %1 : tensor<f32>
}
