// tosa.max_pool2d i8 2x2 stride 2 on 1x4x4x1 lowered with strides 1 into the same 1x2x2x1 output (fill -128 + linalg.pooling_nhwc_max): output (0, 1) covers columns 1-2 instead of 2-3: miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
func.func @src(%x: tensor<1x4x4x1xi8>) -> tensor<1x2x2x1xi8> {
  %0 = tosa.max_pool2d %x {kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x4x4x1xi8>) -> tensor<1x2x2x1xi8>
  return %0 : tensor<1x2x2x1xi8>
}
func.func @tgt(%x: tensor<1x4x4x1xi8>) -> tensor<1x2x2x1xi8> {
  %lo = arith.constant -128 : i8
  %0 = tensor.empty() : tensor<1x2x2x1xi8>
  %1 = linalg.fill ins(%lo : i8) outs(%0 : tensor<1x2x2x1xi8>) -> tensor<1x2x2x1xi8>
  %2 = tensor.empty() : tensor<2x2xi8>
  %3 = linalg.pooling_nhwc_max {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%x, %2 : tensor<1x4x4x1xi8>, tensor<2x2xi8>) outs(%1 : tensor<1x2x2x1xi8>) -> tensor<1x2x2x1xi8>
  return %3 : tensor<1x2x2x1xi8>
}
