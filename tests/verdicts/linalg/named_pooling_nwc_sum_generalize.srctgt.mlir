// linalg.pooling_nwc_sum -> linalg.generic (linalg-generalize-named-ops): out[n][w][c] += in[n][w+kw][c] over a window of 2.
// Same maps and body (acc + x), window summed in order: correct.
// VERDICT: correct
#m0 = affine_map<(d0, d1, d2, d3) -> (d0, d1 + d3, d2)>
#m1 = affine_map<(d0, d1, d2, d3) -> (d3)>
#m2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
func.func @src(%i: tensor<1x4x2xf32>, %o: tensor<1x3x2xf32>) -> tensor<1x3x2xf32> {
  %w = tensor.empty() : tensor<2xf32>
  %r = linalg.pooling_nwc_sum {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} ins(%i, %w : tensor<1x4x2xf32>, tensor<2xf32>) outs(%o : tensor<1x3x2xf32>) -> tensor<1x3x2xf32>
  return %r : tensor<1x3x2xf32>
}
func.func @tgt(%i: tensor<1x4x2xf32>, %o: tensor<1x3x2xf32>) -> tensor<1x3x2xf32> {
  %w = tensor.empty() : tensor<2xf32>
  %r = linalg.generic {indexing_maps = [#m0, #m1, #m2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%i, %w : tensor<1x4x2xf32>, tensor<2xf32>) outs(%o : tensor<1x3x2xf32>) {
  ^bb0(%in0: f32, %in1: f32, %acc: f32):
    %v2 = arith.addf %acc, %in0 : f32
    linalg.yield %v2 : f32
  } -> tensor<1x3x2xf32>
  return %r : tensor<1x3x2xf32>
}
