// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern math-expand.powf.const-exponent
// CORPUS-SEED: 1304598
// PIPELINE: full
// CORPUS-CORRECT: 17:bb0b38a02a7ff5e5 18:523a00f22311bf97 22:5fc53c575a4e4842 28:9d7a422edb818356 30:8597bf4e740d5dbe
// CORPUS-CORRECT: 33:f23b6792839b0585 34:9d4d782e4d599250 35:8597bf4e740d5dbe 40:9c707f3931fbf271
module {
  func.func @main() -> tensor<f16> {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<f16>}> : () -> tensor<f16>
    %1 = tosa.pow %0, %0 : (tensor<f16>, tensor<f16>) -> tensor<f16>
    return %1 : tensor<f16>
  }
}
