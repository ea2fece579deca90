// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern tosa.depthwise_conv2d.canon.fold-pad
// CORPUS-SEED: 991747
// PIPELINE: tosa-opt
// CORPUS-STEP: 0 canonicalize correct 51f8dc588e93bc7c
func.func @main(%arg0: tensor<1x1x1x4xi8>, %arg1: tensor<3x1x1x1xi8>, %arg2: tensor<1xi32>) -> (tensor<1x2x1x1xi8>, tensor<1x2x5x1xi32>) {
  %0 = tosa.max_pool2d %arg0 {kernel = array<i64: 3, 3>, pad = array<i64: 2, 1, 0, 2>, stride = array<i64: 1, 2>} : (tensor<1x1x1x4xi8>) -> tensor<1x2x1x4xi8>
  %1 = tosa.reduce_min %0 {axis = 3 : i32} : (tensor<1x2x1x4xi8>) -> tensor<1x2x1x1xi8>
  %2 = "tosa.const"() <{values = dense<12> : tensor<1xi8>}> : () -> tensor<1xi8>
  %3 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %4 = tosa.depthwise_conv2d %1, %arg1, %arg2, %2, %3 {acc_type = i32, pad = array<i64: 0, 3, 0, 0>, stride = array<i64: 2, 1>, dilation = array<i64: 1, 1>} : (tensor<1x2x1x1xi8>, tensor<3x1x1x1xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x1x1xi32>
  %5 = "tosa.const"() <{values = dense<0> : tensor<1x2x1x1xi32>}> : () -> tensor<1x2x1x1xi32>
  %6 = tosa.sub %4, %5 : (tensor<1x2x1x1xi32>, tensor<1x2x1x1xi32>) -> tensor<1x2x1x1xi32>
  %7 = "tosa.const"() <{values = dense<0> : tensor<1x1x1x1xi32>}> : () -> tensor<1x1x1x1xi32>
  %8 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %9 = tosa.mul %7, %6, %8 : (tensor<1x1x1x1xi32>, tensor<1x2x1x1xi32>, tensor<1xi8>) -> tensor<1x2x1x1xi32>
  %10 = "tosa.const"() <{values = dense<64282683> : tensor<1x2x5x1xi32>}> : () -> tensor<1x2x5x1xi32>
  %11 = tosa.add %9, %10 : (tensor<1x2x1x1xi32>, tensor<1x2x5x1xi32>) -> tensor<1x2x5x1xi32>
  return %1, %11 : tensor<1x2x1x1xi8>, tensor<1x2x5x1xi32>
}
