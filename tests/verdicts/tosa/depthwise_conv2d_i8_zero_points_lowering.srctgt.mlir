// tosa-to-linalg-named of an i8 tosa.depthwise_conv2d (multiplier 2) with zero points -3 and 2: linalg.depthwise_conv_2d_nhwc_hwcm_q: correct.
// VERDICT: correct
func.func @src(%x: tensor<1x4x4x2xi8>, %w: tensor<2x2x2x2xi8>) -> tensor<1x3x3x4xi32> {
  %b = "tosa.const"() <{values = dense<[1, -2, 3, 4]> : tensor<4xi32>}> : () -> tensor<4xi32>
  %izp = "tosa.const"() <{values = dense<-3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %wzp = "tosa.const"() <{values = dense<2> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.depthwise_conv2d %x, %w, %b, %izp, %wzp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x2xi8>, tensor<2x2x2x2xi8>, tensor<4xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x3x3x4xi32>
  return %0 : tensor<1x3x3x4xi32>
}
func.func @tgt(%arg0: tensor<1x4x4x2xi8>, %arg1: tensor<2x2x2x2xi8>) -> tensor<1x3x3x4xi32> {
  %0 = "tosa.const"() <{values = dense<[1, -2, 3, 4]> : tensor<4xi32>}> : () -> tensor<4xi32>
  %1 = "tosa.const"() <{values = dense<-3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %2 = "tosa.const"() <{values = dense<2> : tensor<1xi8>}> : () -> tensor<1xi8>
  %3 = tensor.empty() : tensor<1x3x3x2x2xi32>
  %c0_i32 = arith.constant 0 : i32
  %4 = linalg.fill ins(%c0_i32 : i32) outs(%3 : tensor<1x3x3x2x2xi32>) -> tensor<1x3x3x2x2xi32>
  %5 = tensor.empty() : tensor<1x3x3x4xi32>
  %c-3_i32 = arith.constant -3 : i32
  %c2_i32 = arith.constant 2 : i32
  %6 = linalg.depthwise_conv_2d_nhwc_hwcm_q {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1, %c-3_i32, %c2_i32 : tensor<1x4x4x2xi8>, tensor<2x2x2x2xi8>, i32, i32) outs(%4 : tensor<1x3x3x2x2xi32>) -> tensor<1x3x3x2x2xi32>
  %collapsed = tensor.collapse_shape %6 [[0], [1], [2], [3, 4]] : tensor<1x3x3x2x2xi32> into tensor<1x3x3x4xi32>
  %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%0, %collapsed : tensor<4xi32>, tensor<1x3x3x4xi32>) outs(%5 : tensor<1x3x3x4xi32>) {
  ^bb0(%in: i32, %in_0: i32, %out: i32):
    %8 = arith.addi %in, %in_0 : i32
    linalg.yield %8 : i32
  } -> tensor<1x3x3x4xi32>
  return %7 : tensor<1x3x3x4xi32>
}
