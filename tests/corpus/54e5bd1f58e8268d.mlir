// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern linalg.dialect.canon.tensor-cast-consumer
// CORPUS-KEY: pattern tensor.cast.canon.chained
// CORPUS-KEY: pattern tensor.cast.canon.into-extract-slice
// CORPUS-SEED: 997226
// PIPELINE: full
// CORPUS-CORRECT: 17:f1b82c70612175dc 20:8e3f2ca95fd813f9 23:60c5b0d2e6d75ef8 30:15eb3a354be1fb4e 33:54d99100b99b1fcd
// CORPUS-CORRECT: 34:527c8dab1540da92 35:15eb3a354be1fb4e 40:f387e1c90eb91ff4
module attributes {tosa.target_env = #tosa.target_env<specification_version = "1.0", level = none, profiles = [pro_int, pro_fp], extensions = [int16, int4, bf16, fp8e4m3, fp8e5m2, fft, variable, controlflow, doubleround, inexactround, dynamic]>} {
  func.func @main(%arg0: tensor<?x1xi32>, %arg1: tensor<1x2xi32>) -> tensor<1x2xi32> {
    %0 = tosa.bitwise_xor %arg1, %arg0 : (tensor<1x2xi32>, tensor<?x1xi32>) -> tensor<1x2xi32>
    return %0 : tensor<1x2xi32>
  }
}
