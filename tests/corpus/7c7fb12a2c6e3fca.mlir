// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern tosa.depthwise_conv2d.canon.fold-pad
// CORPUS-SEED: 991747
// PIPELINE: tosa-opt
// CORPUS-CORRECT: 0:e6275500ddd01b38
module {
  func.func @main(%arg0: tensor<3x1x1x1xi8>, %arg1: tensor<1xi32>, %arg2: tensor<1x2x1x1xi8>) -> tensor<1x2x1x1xi32> {
    %0 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %1 = tosa.depthwise_conv2d %arg2, %arg0, %arg1, %0, %0 {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 3, 0, 0>, stride = array<i64: 2, 1>} : (tensor<1x2x1x1xi8>, tensor<3x1x1x1xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x1x1xi32>
    %2 = "tosa.const"() <{values = dense<0> : tensor<1x1x1x1xi32>}> : () -> tensor<1x1x1x1xi32>
    %3 = tosa.mul %2, %1, %0 : (tensor<1x1x1x1xi32>, tensor<1x2x1x1xi32>, tensor<1xi8>) -> tensor<1x2x1x1xi32>
    return %3 : tensor<1x2x1x1xi32>
  }
}
