// linalg.depthwise_conv_2d_nchw_chw -> linalg.generic (linalg-generalize-named-ops): out[n][c][h][w] += in[n][c][h+kh][w+kw] * fil[c][kh][kw].
// Same maps (channel d3 shared, not reduced) and body: correct.
// VERDICT: correct
#m0 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d1 + d4, d2 + d5)>
#m1 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d3, d4, d5)>
#m2 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d1, d2)>
func.func @src(%i: tensor<1x2x2x2xf32>, %f: tensor<2x1x2xf32>, %o: tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32> {
  %r = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%i, %f : tensor<1x2x2x2xf32>, tensor<2x1x2xf32>) outs(%o : tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32>
  return %r : tensor<1x2x2x1xf32>
}
func.func @tgt(%i: tensor<1x2x2x2xf32>, %f: tensor<2x1x2xf32>, %o: tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32> {
  %r = linalg.generic {indexing_maps = [#m0, #m1, #m2], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%i, %f : tensor<1x2x2x2xf32>, tensor<2x1x2xf32>) outs(%o : tensor<1x2x2x1xf32>) {
  ^bb0(%in0: f32, %in1: f32, %acc: f32):
    %v1 = arith.mulf %in0, %in1 : f32
    %v2 = arith.addf %acc, %v1 : f32
    linalg.yield %v2 : f32
  } -> tensor<1x2x2x1xf32>
  return %r : tensor<1x2x2x1xf32>
}
