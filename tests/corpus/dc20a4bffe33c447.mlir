// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern math-expand.powf.const-exponent
// CORPUS-SEED: 996272
// PIPELINE: full
// CORPUS-CORRECT: 17:a0c005d75b4294b9 18:19c31c46739ff22d 22:d5e5940f85da976a 28:4217f66d8fc0eb5e 30:d9328a6dc97fce20
// CORPUS-CORRECT: 33:2d43a3b5e03ab3ad 34:621510e16dbeca62 35:d9328a6dc97fce20 40:737ddc328e09c28f
module {
  func.func @main() -> tensor<bf16> {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1 = tosa.pow %0, %0 : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
    return %1 : tensor<bf16>
  }
}
