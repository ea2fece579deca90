// linalg.conv_1d_nwc_wcf with dilations = 2 -> generic with input map d1 + d3 (dilation dropped):
// the second tap reads in[w + 1] instead of in[w + 2]: miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
#m0 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1 + d3, d4)>
#m1 = affine_map<(d0, d1, d2, d3, d4) -> (d3, d4, d2)>
#m2 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>
func.func @src(%i: tensor<1x4x2xf32>, %f: tensor<2x2x1xf32>, %o: tensor<1x2x1xf32>) -> tensor<1x2x1xf32> {
  %r = linalg.conv_1d_nwc_wcf {dilations = dense<2> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} ins(%i, %f : tensor<1x4x2xf32>, tensor<2x2x1xf32>) outs(%o : tensor<1x2x1xf32>) -> tensor<1x2x1xf32>
  return %r : tensor<1x2x1xf32>
}
func.func @tgt(%i: tensor<1x4x2xf32>, %f: tensor<2x2x1xf32>, %o: tensor<1x2x1xf32>) -> tensor<1x2x1xf32> {
  %r = linalg.generic {indexing_maps = [#m0, #m1, #m2], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%i, %f : tensor<1x4x2xf32>, tensor<2x2x1xf32>) outs(%o : tensor<1x2x1xf32>) {
  ^bb0(%in0: f32, %in1: f32, %acc: f32):
    %v1 = arith.mulf %in0, %in1 : f32
    %v2 = arith.addf %acc, %v1 : f32
    linalg.yield %v2 : f32
  } -> tensor<1x2x1xf32>
  return %r : tensor<1x2x1xf32>
}
