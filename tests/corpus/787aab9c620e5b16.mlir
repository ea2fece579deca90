// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern tosa.conv2d.canon.fold-pad
// CORPUS-SEED: 992114
// PIPELINE: full
// CORPUS-CORRECT: 0:537c0cbb00eb244c 18:cfc26f8b1caa140a 30:90f367126f3287b3 33:fdd31f06ba89b69d 34:d10514882a4f3f36
// CORPUS-CORRECT: 35:ab774503703a4eea 39:00839343094f2daf
module {
  func.func @main(%arg0: tensor<1x1x1x1xf32>) -> tensor<1x1x1xi32> {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x2x2x1xf32>}> : () -> tensor<1x2x2x1xf32>
    %1 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %2 = tosa.conv2d %arg0, %0, %1, %1, %1 {acc_type = f32, dilation = array<i64: 2, 1>, pad = array<i64: 2, 0, 0, 1>, stride = array<i64: 1, 1>} : (tensor<1x1x1x1xf32>, tensor<1x2x2x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x1x1xf32>
    %3 = tosa.argmax %2 {axis = 2 : i32} : (tensor<1x1x1x1xf32>) -> tensor<1x1x1xi32>
    return %3 : tensor<1x1x1xi32>
  }
}
