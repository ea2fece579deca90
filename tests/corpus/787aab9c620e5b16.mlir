// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern tosa.conv2d.canon.fold-pad
// CORPUS-SEED: 992114
// PIPELINE: full
// CORPUS-STEP: 0 canonicalize correct 537c0cbb00eb244c
// CORPUS-STEP: 18 tosa-to-arith correct cfc26f8b1caa140a
// CORPUS-STEP: 30 one-shot-bufferize correct 90f367126f3287b3
// CORPUS-STEP: 33 ownership-based-buffer-deallocation correct fdd31f06ba89b69d
// CORPUS-STEP: 34 canonicalize correct d10514882a4f3f36
// CORPUS-STEP: 35 buffer-deallocation-simplification correct ab774503703a4eea
// CORPUS-STEP: 39 convert-bufferization-to-memref correct 00839343094f2daf
module {
  func.func @main(%arg0: tensor<1x1x1x1xf32>) -> tensor<1x1x1xi32> {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x2x2x1xf32>}> : () -> tensor<1x2x2x1xf32>
    %1 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %2 = tosa.conv2d %arg0, %0, %1, %1, %1 {acc_type = f32, dilation = array<i64: 2, 1>, pad = array<i64: 2, 0, 0, 1>, stride = array<i64: 1, 1>} : (tensor<1x1x1x1xf32>, tensor<1x2x2x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x1x1xf32>
    %3 = tosa.argmax %2 {axis = 2 : i32} : (tensor<1x1x1x1xf32>) -> tensor<1x1x1xi32>
    return %3 : tensor<1x1x1xi32>
  }
}
