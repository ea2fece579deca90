// tosa.depthwise_conv2d with channel multiplier M = 2 (C = 1, 1x1 kernel, bias tensor<2xf32>) -> the MLIR 22 lowering: fill +0.0 into 1x2x2x1x2, linalg.depthwise_conv_2d_nhwc_hwcm, collapse_shape [[0], [1], [2], [3, 4]] (output channel c * M + m), then a generic bias[oc] + acc (addition commutes with TOSA's acc + bias): correct.
// VERDICT: correct
#bc = affine_map<(d0, d1, d2, d3) -> (d3)>
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
func.func @src(%x: tensor<1x2x2x1xf32>, %w: tensor<1x1x1x2xf32>, %b: tensor<2xf32>) -> tensor<1x2x2x2xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.depthwise_conv2d %x, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x1xf32>, tensor<1x1x1x2xf32>, tensor<2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x2xf32>
  return %0 : tensor<1x2x2x2xf32>
}
func.func @tgt(%x: tensor<1x2x2x1xf32>, %w: tensor<1x1x1x2xf32>, %b: tensor<2xf32>) -> tensor<1x2x2x2xf32> {
  %1 = tensor.empty() : tensor<1x2x2x1x2xf32>
  %cst = arith.constant 0.0 : f32
  %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<1x2x2x1x2xf32>) -> tensor<1x2x2x1x2xf32>
  %3 = tensor.empty() : tensor<1x2x2x2xf32>
  %4 = linalg.depthwise_conv_2d_nhwc_hwcm {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : tensor<1x2x2x1xf32>, tensor<1x1x1x2xf32>) outs(%2 : tensor<1x2x2x1x2xf32>) -> tensor<1x2x2x1x2xf32>
  %collapsed = tensor.collapse_shape %4 [[0], [1], [2], [3, 4]] : tensor<1x2x2x1x2xf32> into tensor<1x2x2x2xf32>
  %5 = linalg.generic {indexing_maps = [#bc, #id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%b, %collapsed : tensor<2xf32>, tensor<1x2x2x2xf32>) outs(%3 : tensor<1x2x2x2xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %6 = arith.addf %in, %in_0 : f32
    linalg.yield %6 : f32
  } -> tensor<1x2x2x2xf32>
  return %5 : tensor<1x2x2x2xf32>
}
