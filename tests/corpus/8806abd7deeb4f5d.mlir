// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern arith.shrsi.fold.const
// CORPUS-KEY: pattern arith.shrsi.fold.zero-rhs
// CORPUS-SEED: 995289
// PIPELINE: affine-loops
// CORPUS-CORRECT: 11:16a4add063a00fec 12:fb8f45d5ad10d7b3 15:aabd9b245173d529 17:41f92b190d455053 18:dfae3e72072dc7bc
// CORPUS-CORRECT: 19:ce3a1142a7dd159d 20:ed922b927d1b2aac 21:c870b76624d56dc4 23:93c731a7cbbb0dea 25:44bf0e2c1d210f32
// CORPUS-CORRECT: 27:8f80fcba5cf4e2a5 28:e8ed68422178c88a 29:bfa7994293c7fcfe 30:08b213efb498ee74 31:d95d04ffcbf17799
module attributes {tosa.target_env = #tosa.target_env<specification_version = "1.0", level = none, profiles = [pro_int, pro_fp], extensions = [int16, int4, bf16, fp8e4m3, fp8e5m2, fft, variable, controlflow, doubleround, inexactround, dynamic]>} {
  func.func @main() -> tensor<2xi8> {
    %0 = "tosa.const"() <{values = dense<1> : tensor<2xi8>}> : () -> tensor<2xi8>
    %1 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %2 = tosa.bitwise_and %0, %1 : (tensor<2xi8>, tensor<1xi8>) -> tensor<2xi8>
    %3 = tosa.arithmetic_right_shift %0, %2 {round = true} : (tensor<2xi8>, tensor<2xi8>) -> tensor<2xi8>
    return %3 : tensor<2xi8>
  }
}
