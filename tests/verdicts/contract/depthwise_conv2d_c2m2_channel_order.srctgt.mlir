// tosa.depthwise_conv2d with C = 2, M = 2 (output channel c * M + m) lowered with the (c, m) pair transposed to (m, c) before the collapse, i.e. output channel m * C + c: channels 1 and 2 trade places (i8 operands, i32 accumulator, zero points 0): miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
#bc = affine_map<(d0, d1, d2, d3) -> (d3)>
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
func.func @src(%x: tensor<1x1x1x2xi8>, %w: tensor<1x1x2x2xi8>, %b: tensor<4xi32>) -> tensor<1x1x1x4xi32> {
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.depthwise_conv2d %x, %w, %b, %zp, %zp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x1x2xi8>, tensor<1x1x2x2xi8>, tensor<4xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x1x1x4xi32>
  return %0 : tensor<1x1x1x4xi32>
}
func.func @tgt(%x: tensor<1x1x1x2xi8>, %w: tensor<1x1x2x2xi8>, %b: tensor<4xi32>) -> tensor<1x1x1x4xi32> {
  %1 = tensor.empty() : tensor<1x1x1x2x2xi32>
  %c0 = arith.constant 0 : i32
  %2 = linalg.fill ins(%c0 : i32) outs(%1 : tensor<1x1x1x2x2xi32>) -> tensor<1x1x1x2x2xi32>
  %4 = linalg.depthwise_conv_2d_nhwc_hwcm {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : tensor<1x1x1x2xi8>, tensor<1x1x2x2xi8>) outs(%2 : tensor<1x1x1x2x2xi32>) -> tensor<1x1x1x2x2xi32>
  %et = tensor.empty() : tensor<1x1x1x2x2xi32>
  %t = linalg.transpose ins(%4 : tensor<1x1x1x2x2xi32>) outs(%et : tensor<1x1x1x2x2xi32>) permutation = [0, 1, 2, 4, 3]
  %collapsed = tensor.collapse_shape %t [[0], [1], [2], [3, 4]] : tensor<1x1x1x2x2xi32> into tensor<1x1x1x4xi32>
  %3 = tensor.empty() : tensor<1x1x1x4xi32>
  %5 = linalg.generic {indexing_maps = [#bc, #id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%b, %collapsed : tensor<4xi32>, tensor<1x1x1x4xi32>) outs(%3 : tensor<1x1x1x4xi32>) {
  ^bb0(%in: i32, %in_0: i32, %out: i32):
    %6 = arith.addi %in, %in_0 : i32
    linalg.yield %6 : i32
  } -> tensor<1x1x1x4xi32>
  return %5 : tensor<1x1x1x4xi32>
}
