// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern linalg.dialect.canon.tensor-cast-consumer
// CORPUS-KEY: pattern tensor.cast.canon.chained
// CORPUS-KEY: pattern tensor.cast.canon.into-extract-slice
// CORPUS-SEED: 997226
// PIPELINE: full
// CORPUS-STEP: 17 tosa-to-linalg correct 12e795bcdb60123e
// CORPUS-STEP: 18 tosa-to-arith correct d926cf4fe6b92d1b
// CORPUS-STEP: 20 canonicalize correct 92c818231a2314d6
// CORPUS-STEP: 21 cse correct c41fc7333b2addf4
// CORPUS-STEP: 22 linalg-fuse-elementwise-ops correct 1348f2f62f595f74
// CORPUS-STEP: 23 linalg-fold-unit-extent-dims correct f4837b4d5355bd7b
// CORPUS-STEP: 25 linalg-specialize-generic-ops correct 5bdb77dc545d91da
// CORPUS-STEP: 30 one-shot-bufferize correct 41bf19982f34d4c1
// CORPUS-STEP: 33 ownership-based-buffer-deallocation correct 46916bdc7f7f1e1d
// CORPUS-STEP: 34 canonicalize correct 25c02de878c640c4
// CORPUS-STEP: 35 buffer-deallocation-simplification correct ab7306bb50a2ddbd
// CORPUS-STEP: 40 convert-linalg-to-loops correct 99c135088db5ed0b
// tvfuzz dynamic variant: 1 argument dims made '?' (1 of size 1) in 1 arguments, 0 op results by propagation, 0 returned results dynamic
module attributes {tosa.target_env = #tosa.target_env<specification_version = "1.0", level = none, profiles = [pro_int, pro_fp], extensions = [int16, int4, bf16, fp8e4m3, fp8e5m2, fft, variable, controlflow, doubleround, inexactround, dynamic]>} {
  func.func @main(%arg0: tensor<?x1xi32>) -> (tensor<1x1xi1>, tensor<1x3x3xf32>) {
    %0 = "tosa.const"() <{values = dense<4.000000e+01> : tensor<1x3x3xf32>}> : () -> tensor<1x3x3xf32>
    %1 = tosa.ceil %0 : (tensor<1x3x3xf32>) -> tensor<1x3x3xf32>
    %2 = tosa.argmax %1 {axis = 1 : i32} : (tensor<1x3x3xf32>) -> tensor<1x3xi32>
    %3 = tosa.bitwise_xor %2, %arg0 : (tensor<1x3xi32>, tensor<?x1xi32>) -> tensor<1x3xi32>
    %4 = tosa.reduce_max %3 {axis = 1 : i32} : (tensor<1x3xi32>) -> tensor<1x1xi32>
    %5 = tosa.greater %4, %4 : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi1>
    %6 = tosa.abs %1 : (tensor<1x3x3xf32>) -> tensor<1x3x3xf32>
    return %5, %6 : tensor<1x1xi1>, tensor<1x3x3xf32>
  }
}

