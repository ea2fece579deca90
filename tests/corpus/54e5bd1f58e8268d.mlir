// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern linalg.dialect.canon.tensor-cast-consumer
// CORPUS-KEY: pattern tensor.cast.canon.chained
// CORPUS-KEY: pattern tensor.cast.canon.into-extract-slice
// CORPUS-SEED: 997226
// PIPELINE: full
// CORPUS-STEP: 17 tosa-to-linalg correct f1b82c70612175dc
// CORPUS-STEP: 20 canonicalize correct 8e3f2ca95fd813f9
// CORPUS-STEP: 23 linalg-fold-unit-extent-dims correct 60c5b0d2e6d75ef8
// CORPUS-STEP: 30 one-shot-bufferize correct 15eb3a354be1fb4e
// CORPUS-STEP: 33 ownership-based-buffer-deallocation correct 54d99100b99b1fcd
// CORPUS-STEP: 34 canonicalize correct 527c8dab1540da92
// CORPUS-STEP: 35 buffer-deallocation-simplification correct 15eb3a354be1fb4e
// CORPUS-STEP: 40 convert-linalg-to-loops correct f387e1c90eb91ff4
module attributes {tosa.target_env = #tosa.target_env<specification_version = "1.0", level = none, profiles = [pro_int, pro_fp], extensions = [int16, int4, bf16, fp8e4m3, fp8e5m2, fft, variable, controlflow, doubleround, inexactround, dynamic]>} {
  func.func @main(%arg0: tensor<?x1xi32>, %arg1: tensor<1x2xi32>) -> tensor<1x2xi32> {
    %0 = tosa.bitwise_xor %arg1, %arg0 : (tensor<1x2xi32>, tensor<?x1xi32>) -> tensor<1x2xi32>
    return %0 : tensor<1x2xi32>
  }
}
