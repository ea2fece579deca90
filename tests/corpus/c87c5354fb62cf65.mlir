// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern arith.maximumf.fold.const
// CORPUS-KEY: pattern arith.maximumf.fold.neg-inf
// CORPUS-KEY: pattern arith.maximumf.fold.same-operand
// CORPUS-KEY: pattern arith.minimumf.fold.const
// CORPUS-KEY: pattern arith.minimumf.fold.pos-inf
// CORPUS-KEY: pattern arith.minimumf.fold.same-operand
// CORPUS-SEED: 993626
// PIPELINE: full
// CORPUS-STEP: 17 tosa-to-linalg correct 9ec253ae9d484b4f
// CORPUS-STEP: 18 tosa-to-arith correct 368fe40758a81a46
// CORPUS-STEP: 20 canonicalize correct 71bbfde71b98a622
// CORPUS-STEP: 22 linalg-fuse-elementwise-ops correct 0593df1c857a8fe5
// CORPUS-STEP: 25 linalg-specialize-generic-ops correct a72c25f33f08909c
// CORPUS-STEP: 30 one-shot-bufferize correct b0c55bdfde4e9e63
// CORPUS-STEP: 33 ownership-based-buffer-deallocation correct ae64c66f5ab4faf8
// CORPUS-STEP: 34 canonicalize correct 2f53571c83946f33
// CORPUS-STEP: 35 buffer-deallocation-simplification correct b0c55bdfde4e9e63
// CORPUS-STEP: 40 convert-linalg-to-loops correct c6f9e639cb711580
func.func @main() -> tensor<3xf32> {
  %0 = "tosa.const"() <{values = dense<0x7FC00000> : tensor<3xf32>}> : () -> tensor<3xf32>
  %1 = tosa.clamp %0 {min_val = -24.0 : f32, max_val = 0x6205D543 : f32} : (tensor<3xf32>) -> tensor<3xf32>
  return %1 : tensor<3xf32>
}
