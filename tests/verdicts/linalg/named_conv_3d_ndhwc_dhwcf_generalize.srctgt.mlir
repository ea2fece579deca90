// linalg.conv_3d_ndhwc_dhwcf -> linalg.generic (linalg-generalize-named-ops): out[n][d][h][w][f] += in[n][d+kd][h+kh][w+kw][c] * fil[kd][kh][kw][c][f].
// Same nine-dim maps and body, reductions kd, kh, kw, c in order: correct.
// VERDICT: correct
#m0 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d1 + d5, d2 + d6, d3 + d7, d8)>
#m1 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d5, d6, d7, d8, d4)>
#m2 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d1, d2, d3, d4)>
func.func @src(%i: tensor<1x2x2x2x1xf32>, %f: tensor<2x1x2x1x1xf32>, %o: tensor<1x1x2x1x1xf32>) -> tensor<1x1x2x1x1xf32> {
  %r = linalg.conv_3d_ndhwc_dhwcf {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>} ins(%i, %f : tensor<1x2x2x2x1xf32>, tensor<2x1x2x1x1xf32>) outs(%o : tensor<1x1x2x1x1xf32>) -> tensor<1x1x2x1x1xf32>
  return %r : tensor<1x1x2x1x1xf32>
}
func.func @tgt(%i: tensor<1x2x2x2x1xf32>, %f: tensor<2x1x2x1x1xf32>, %o: tensor<1x1x2x1x1xf32>) -> tensor<1x1x2x1x1xf32> {
  %r = linalg.generic {indexing_maps = [#m0, #m1, #m2], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "reduction"]} ins(%i, %f : tensor<1x2x2x2x1xf32>, tensor<2x1x2x1x1xf32>) outs(%o : tensor<1x1x2x1x1xf32>) {
  ^bb0(%in0: f32, %in1: f32, %acc: f32):
    %v1 = arith.mulf %in0, %in1 : f32
    %v2 = arith.addf %acc, %v1 : f32
    linalg.yield %v2 : f32
  } -> tensor<1x1x2x1x1xf32>
  return %r : tensor<1x1x2x1x1xf32>
}
