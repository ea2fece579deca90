// tosa.depthwise_conv2d lowered with bias map (d0,d1,d2,d3) -> (1 - d3): channel 0 gets bias[1]: miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
func.func @src(%x: tensor<1x1x1x2xf32>, %w: tensor<1x1x2x1xf32>, %b: tensor<2xf32>) -> tensor<1x1x1x2xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.depthwise_conv2d %x, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x1x2xf32>, tensor<1x1x2x1xf32>, tensor<2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x1x2xf32>
  return %0 : tensor<1x1x1x2xf32>
}
#bm = affine_map<(d0, d1, d2, d3) -> (-d3 + 1)>
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
func.func @tgt(%x: tensor<1x1x1x2xf32>, %w: tensor<1x1x2x1xf32>, %b: tensor<2xf32>) -> tensor<1x1x1x2xf32> {
  %z = arith.constant 0.0 : f32
  %e5 = tensor.empty() : tensor<1x1x1x2x1xf32>
  %f = linalg.fill ins(%z : f32) outs(%e5 : tensor<1x1x1x2x1xf32>) -> tensor<1x1x1x2x1xf32>
  %c = linalg.depthwise_conv_2d_nhwc_hwcm {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : tensor<1x1x1x2xf32>, tensor<1x1x2x1xf32>) outs(%f : tensor<1x1x1x2x1xf32>) -> tensor<1x1x1x2x1xf32>
  %cc = tensor.collapse_shape %c [[0], [1], [2], [3, 4]] : tensor<1x1x1x2x1xf32> into tensor<1x1x1x2xf32>
  %e = tensor.empty() : tensor<1x1x1x2xf32>
  %r = linalg.generic {indexing_maps = [#bm, #id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%b, %cc : tensor<2xf32>, tensor<1x1x1x2xf32>) outs(%e : tensor<1x1x1x2xf32>) {
  ^bb0(%bi: f32, %ci: f32, %o: f32):
    %s = arith.addf %bi, %ci : f32
    linalg.yield %s : f32
  } -> tensor<1x1x1x2xf32>
  return %r : tensor<1x1x1x2xf32>
}
