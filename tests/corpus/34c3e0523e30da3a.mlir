// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern tosa.reciprocal.fold.splat-const
// CORPUS-SEED: 1505072
// PIPELINE: loops
// CORPUS-CORRECT: 2:fa865db10d6ce798 12:705458cd10349924 15:c2d5ad5de0df5cae 18:cf59a7da32205b41 19:abc8bed72be9475f
// CORPUS-CORRECT: 20:98727f3886107ad1 24:4230ae5a37c3f6ac
func.func @main() -> tensor<2xf16> {
  %0 = "tosa.const"() <{values = dense<1.0> : tensor<2xf16>}> : () -> tensor<2xf16>
  %1 = tosa.reciprocal %0 : (tensor<2xf16>) -> tensor<2xf16>
  return %1 : tensor<2xf16>
}
