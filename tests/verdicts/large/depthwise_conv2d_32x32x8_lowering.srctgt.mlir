// tosa.depthwise_conv2d 1x32x32x8 * 3x3x8x2 (pad 1; 16,384 outputs: the lazy mode) -> tensor.pad + linalg.depthwise_conv_2d_nhwc_hwcm
// + collapse + bias generic (tosa-to-linalg-named, unedited): correct under the spec policy. The lazy mode clones the op on
// the window of one input channel (c = oc / M) and the weights [KH, KW, c, oc % M].
// VERDICT: correct
// DOMAINS: abstract
#map = affine_map<(d0, d1, d2, d3) -> (d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
func.func @src(%a: tensor<1x32x32x8xf32>, %w: tensor<3x3x8x2xf32>, %b: tensor<16xf32>) -> tensor<1x32x32x16xf32> {
  %z = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.depthwise_conv2d %a, %w, %b, %z, %z {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x32x32x8xf32>, tensor<3x3x8x2xf32>, tensor<16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x32x32x16xf32>
  return %0 : tensor<1x32x32x16xf32>
}
func.func @tgt(%arg0: tensor<1x32x32x8xf32>, %arg1: tensor<3x3x8x2xf32>, %arg2: tensor<16xf32>) -> tensor<1x32x32x16xf32> {
  %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
  %cst = arith.constant 0.000000e+00 : f32
  %padded = tensor.pad %arg0 low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%arg3: index, %arg4: index, %arg5: index, %arg6: index):
    tensor.yield %cst : f32
  } : tensor<1x32x32x8xf32> to tensor<1x34x34x8xf32>
  %1 = tensor.empty() : tensor<1x32x32x8x2xf32>
  %cst_0 = arith.constant 0.000000e+00 : f32
  %2 = linalg.fill ins(%cst_0 : f32) outs(%1 : tensor<1x32x32x8x2xf32>) -> tensor<1x32x32x8x2xf32>
  %3 = tensor.empty() : tensor<1x32x32x16xf32>
  %4 = linalg.depthwise_conv_2d_nhwc_hwcm {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded, %arg1 : tensor<1x34x34x8xf32>, tensor<3x3x8x2xf32>) outs(%2 : tensor<1x32x32x8x2xf32>) -> tensor<1x32x32x8x2xf32>
  %collapsed = tensor.collapse_shape %4 [[0], [1], [2], [3, 4]] : tensor<1x32x32x8x2xf32> into tensor<1x32x32x16xf32>
  %5 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg2, %collapsed : tensor<16xf32>, tensor<1x32x32x16xf32>) outs(%3 : tensor<1x32x32x16xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %6 = arith.addf %in, %in_1 : f32
    linalg.yield %6 : f32
  } -> tensor<1x32x32x16xf32>
  return %5 : tensor<1x32x32x16xf32>
}

