// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern linalg.dialect.canon.tensor-cast-consumer
// CORPUS-KEY: pattern tensor.cast.canon.chained
// CORPUS-KEY: pattern tensor.cast.canon.into-extract-slice
// CORPUS-SEED: 1504367
// PIPELINE: linalg-opt
// CORPUS-CORRECT: 11:f1ca05068a5997e1 12:eac553278c5a90c5 14:fcc89a0c5cf3f062 16:e01408113c59d5b0 17:8f56d6223ae37f7a
// CORPUS-CORRECT: 19:7f2cdd33623a3e24
module attributes {tosa.target_env = #tosa.target_env<specification_version = "1.0", level = none, profiles = [pro_int, pro_fp], extensions = [int16, int4, bf16, fp8e4m3, fp8e5m2, fft, variable, controlflow, doubleround, inexactround, dynamic]>} {
  func.func @main(%arg0: tensor<?x1x4xi16>) -> tensor<1x1x4xi16> {
    %0 = "tosa.const"() <{values = dense<0> : tensor<1x1x1xi16>}> : () -> tensor<1x1x1xi16>
    %1 = tosa.bitwise_and %arg0, %0 : (tensor<?x1x4xi16>, tensor<1x1x1xi16>) -> tensor<1x1x4xi16>
    return %1 : tensor<1x1x4xi16>
  }
}
