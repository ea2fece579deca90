// linalg.pooling_nchw_max -> linalg.generic (linalg-generalize-named-ops): strides = [1, 2]: out = maximumf(out, in[n][c][h+kh][2*w+kw]) over a 1x2 window.
// Float max pooling generalizes to arith.maximumf(acc, x); the stride is in the input map: correct.
// VERDICT: correct
#m0 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2 + d4, d3 * 2 + d5)>
#m1 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>
#m2 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>
func.func @src(%i: tensor<1x1x2x4xf32>, %o: tensor<1x1x2x2xf32>) -> tensor<1x1x2x2xf32> {
  %w = tensor.empty() : tensor<1x2xf32>
  %r = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<[1, 2]> : tensor<2xi64>} ins(%i, %w : tensor<1x1x2x4xf32>, tensor<1x2xf32>) outs(%o : tensor<1x1x2x2xf32>) -> tensor<1x1x2x2xf32>
  return %r : tensor<1x1x2x2xf32>
}
func.func @tgt(%i: tensor<1x1x2x4xf32>, %o: tensor<1x1x2x2xf32>) -> tensor<1x1x2x2xf32> {
  %w = tensor.empty() : tensor<1x2xf32>
  %r = linalg.generic {indexing_maps = [#m0, #m1, #m2], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%i, %w : tensor<1x1x2x4xf32>, tensor<1x2xf32>) outs(%o : tensor<1x1x2x2xf32>) {
  ^bb0(%in0: f32, %in1: f32, %acc: f32):
    %v2 = arith.maximumf %acc, %in0 : f32
    linalg.yield %v2 : f32
  } -> tensor<1x1x2x2xf32>
  return %r : tensor<1x1x2x2xf32>
}
