// linalg.conv_2d_nchw_fchw with strides = [1, 2] -> generic with input map w + kw (stride 1, d3 * 2 lost):
// output column 1 reads input columns 1,2 instead of 2,3: miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
#m0 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 + d5, d3 + d6)>
#m1 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d5, d6)>
#m2 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
func.func @src(%i: tensor<1x2x1x4xf32>, %f: tensor<1x2x1x2xf32>, %o: tensor<1x1x1x2xf32>) -> tensor<1x1x1x2xf32> {
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<[1, 2]> : tensor<2xi64>} ins(%i, %f : tensor<1x2x1x4xf32>, tensor<1x2x1x2xf32>) outs(%o : tensor<1x1x1x2xf32>) -> tensor<1x1x1x2xf32>
  return %r : tensor<1x1x1x2xf32>
}
func.func @tgt(%i: tensor<1x2x1x4xf32>, %f: tensor<1x2x1x2xf32>, %o: tensor<1x1x1x2xf32>) -> tensor<1x1x1x2xf32> {
  %r = linalg.generic {indexing_maps = [#m0, #m1, #m2], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%i, %f : tensor<1x2x1x4xf32>, tensor<1x2x1x2xf32>) outs(%o : tensor<1x1x1x2xf32>) {
  ^bb0(%in0: f32, %in1: f32, %acc: f32):
    %v1 = arith.mulf %in0, %in1 : f32
    %v2 = arith.addf %acc, %v1 : f32
    linalg.yield %v2 : f32
  } -> tensor<1x1x1x2xf32>
  return %r : tensor<1x1x1x2xf32>
}
