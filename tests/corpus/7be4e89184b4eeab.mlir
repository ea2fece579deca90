// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern tosa.transpose.layerwise.const
// CORPUS-SEED: 991873
// PIPELINE: tosa-opt
// CORPUS-STEP: 0 canonicalize correct ebb7c5fa988e2970
// CORPUS-STEP: 1 tosa-layerwise-constant-fold correct 994df397ca8e1999
// tvfuzz dynamic variant: 2 argument dims made '?' (2 of size 1) in 1 arguments, 5 op results by propagation, 0 returned results dynamic
module attributes {tosa.target_env = #tosa.target_env<specification_version = "1.0", level = none, profiles = [pro_int, pro_fp], extensions = [int16, int4, bf16, fp8e4m3, fp8e5m2, fft, variable, controlflow, doubleround, inexactround, dynamic]>} {
  func.func @main(%arg0: tensor<?x5x2x?xf32>) -> (tensor<1x5x2x1xf32>, tensor<?x3x1x?xf32>) {
    %0 = "tosa.const"() <{values = dense<[[[[-0.000000e+00, 0x7FC00000, -1.88671875, -0.000000e+00, -1.275000e+02]], [[6.750000e+00, 0x7FC00000, 1.285000e+02, -1.500000e+00, -4.000000e+00]]]]> : tensor<1x2x1x5xf32>}> : () -> tensor<1x2x1x5xf32>
    %1 = tosa.transpose %0 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x2x1x5xf32>) -> tensor<1x5x2x1xf32>
    %2 = "tosa.const"() <{values = dense<[[[[false], [false]], [[false], [true]], [[true], [true]], [[false], [true]], [[false], [false]]]]> : tensor<1x5x2x1xi1>}> : () -> tensor<1x5x2x1xi1>
    %3 = tosa.select %2, %1, %1 : (tensor<1x5x2x1xi1>, tensor<1x5x2x1xf32>, tensor<1x5x2x1xf32>) -> tensor<1x5x2x1xf32>
    %4 = tosa.sub %3, %arg0 : (tensor<1x5x2x1xf32>, tensor<?x5x2x?xf32>) -> tensor<?x5x2x?xf32>
    %5 = tosa.log %4 : (tensor<?x5x2x?xf32>) -> tensor<?x5x2x?xf32>
    %6 = tosa.minimum %5, %3 {nan_mode = IGNORE} : (tensor<?x5x2x?xf32>, tensor<1x5x2x1xf32>) -> tensor<?x5x2x?xf32>
    %7 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %8 = tosa.mul %6, %5, %7 : (tensor<?x5x2x?xf32>, tensor<?x5x2x?xf32>, tensor<1xi8>) -> tensor<?x5x2x?xf32>
    %9 = tosa.max_pool2d %8 {kernel = array<i64: 3, 3>, nan_mode = IGNORE, pad = array<i64: 1, 1, 0, 1>, stride = array<i64: 2, 1>} : (tensor<?x5x2x?xf32>) -> tensor<?x3x1x?xf32>
    return %3, %9 : tensor<1x5x2x1xf32>, tensor<?x3x1x?xf32>
  }
}

