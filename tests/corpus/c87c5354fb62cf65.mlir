// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern arith.maximumf.fold.const
// CORPUS-KEY: pattern arith.maximumf.fold.neg-inf
// CORPUS-KEY: pattern arith.maximumf.fold.same-operand
// CORPUS-KEY: pattern arith.minimumf.fold.const
// CORPUS-KEY: pattern arith.minimumf.fold.pos-inf
// CORPUS-KEY: pattern arith.minimumf.fold.same-operand
// CORPUS-SEED: 993626
// PIPELINE: full
// CORPUS-CORRECT: 17:9ec253ae9d484b4f 18:368fe40758a81a46 20:71bbfde71b98a622 22:0593df1c857a8fe5 25:a72c25f33f08909c
// CORPUS-CORRECT: 30:b0c55bdfde4e9e63 33:ae64c66f5ab4faf8 34:2f53571c83946f33 35:b0c55bdfde4e9e63 40:c6f9e639cb711580
func.func @main() -> tensor<3xf32> {
  %0 = "tosa.const"() <{values = dense<0x7FC00000> : tensor<3xf32>}> : () -> tensor<3xf32>
  %1 = tosa.clamp %0 {min_val = -24.0 : f32, max_val = 0x6205D543 : f32} : (tensor<3xf32>) -> tensor<3xf32>
  return %1 : tensor<3xf32>
}
