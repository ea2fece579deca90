// tosa.max_pool2d on i8 over 1x40x40x8 (12,800 elements: the lazy mode) against tosa-to-linalg-named's
// lowering: its -128 initial value is MAX_POOL2D's minimum_s, so the lowering is correct.
// VERDICT: correct
func.func @src(%a: tensor<1x40x40x8xi8>) -> tensor<1x20x20x8xi8> {
  %0 = tosa.max_pool2d %a {kernel = array<i64: 3, 3>, stride = array<i64: 2, 2>, pad = array<i64: 1, 0, 1, 0>} : (tensor<1x40x40x8xi8>) -> tensor<1x20x20x8xi8>
  return %0 : tensor<1x20x20x8xi8>
}
func.func @tgt(%arg0: tensor<1x40x40x8xi8>) -> tensor<1x20x20x8xi8> {
  %c-128_i8 = arith.constant -128 : i8
  %padded = tensor.pad %arg0 low[0, 1, 1, 0] high[0, 0, 0, 0] {
  ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
    tensor.yield %c-128_i8 : i8
  } : tensor<1x40x40x8xi8> to tensor<1x41x41x8xi8>
  %c-128_i8_0 = arith.constant -128 : i8
  %0 = tensor.empty() : tensor<1x20x20x8xi8>
  %1 = linalg.fill ins(%c-128_i8_0 : i8) outs(%0 : tensor<1x20x20x8xi8>) -> tensor<1x20x20x8xi8>
  %2 = tensor.empty() : tensor<3x3xi8>
  %3 = linalg.pooling_nhwc_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded, %2 : tensor<1x41x41x8xi8>, tensor<3x3xi8>) outs(%1 : tensor<1x20x20x8xi8>) -> tensor<1x20x20x8xi8>
  return %3 : tensor<1x20x20x8xi8>
}
