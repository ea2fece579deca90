// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern tosa.conv2d.canon.fold-pad
// CORPUS-SEED: 1308164
// PIPELINE: tosa-opt
// CORPUS-CORRECT: 0:a19cb892de71b25e
module {
  func.func @main(%arg0: tensor<1x4x4x1xf32>, %arg1: tensor<1x3x3x1xf32>) -> tensor<4x1x1xi32> {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %1 = tosa.conv2d %arg0, %arg1, %0, %0, %0 {acc_type = f32, dilation = array<i64: 1, 2>, pad = array<i64: 0, 2, 0, 2>, stride = array<i64: 1, 1>} : (tensor<1x4x4x1xf32>, tensor<1x3x3x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x2x1xf32>
    %2 = tosa.reduce_max %1 {axis = 2 : i32} : (tensor<1x4x2x1xf32>) -> tensor<1x4x1x1xf32>
    %3 = tosa.argmax %2 {axis = 0 : i32} : (tensor<1x4x1x1xf32>) -> tensor<4x1x1xi32>
    return %3 : tensor<4x1x1xi32>
  }
}
