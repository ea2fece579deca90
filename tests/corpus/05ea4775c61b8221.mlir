// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern tosa.depthwise_conv2d.canon.fold-pad
// CORPUS-SEED: 1903698
// PIPELINE: full
// CORPUS-CORRECT: 0:7258f52b1cb3c16c 18:92e4fb914edd6f5b 30:454bdc6588ced27d 33:5e822cf19b7825fc 34:41fe5b07f08b5738
// CORPUS-CORRECT: 35:c4b4ff641136f324 39:462c234c47f98084
module {
  func.func @main(%arg0: tensor<1x5x1x1xf32>) -> tensor<1x6x1xi32> {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %1 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %2 = tosa.depthwise_conv2d %arg0, %0, %1, %1, %1 {acc_type = f32, dilation = array<i64: 2, 1>, pad = array<i64: 1, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x5x1x1xf32>, tensor<1x1x1x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x1x1xf32>
    %3 = tosa.argmax %2 {axis = 2 : i32} : (tensor<1x6x1x1xf32>) -> tensor<1x6x1xi32>
    return %3 : tensor<1x6x1xi32>
  }
}
