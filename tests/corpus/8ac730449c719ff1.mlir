// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern tosa-decompose.depthwise-1x1-to-mul
// CORPUS-SEED: 1303007
// PIPELINE: tosa-opt
// CORPUS-CORRECT: 3:8e65b30eafea3f11
module {
  func.func @main(%arg0: tensor<1x1x1x1xi8>, %arg1: tensor<1x1x1x1xi8>) -> tensor<1x1x1x1xi32> {
    %0 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %1 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %2 = tosa.depthwise_conv2d %arg0, %arg1, %0, %1, %1 {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x1x1xi8>, tensor<1x1x1x1xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x1x1x1xi32>
    return %2 : tensor<1x1x1x1xi32>
  }
}
