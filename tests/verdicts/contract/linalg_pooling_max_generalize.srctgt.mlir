// linalg-generalize-named-ops on linalg.pooling_nhwc_max (f32, strides 2): the named op becomes a generic with input map (n, 2h + kh, 2w + kw, c), the window tensor as a never-read operand and body arith.maximumf(acc, in): correct.
// VERDICT: correct
#mi = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 * 2 + d4, d2 * 2 + d5, d3)>
#mw = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>
#mo = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>
func.func @src(%x: tensor<1x4x2x1xf32>, %init: tensor<1x2x1x1xf32>) -> tensor<1x2x1x1xf32> {
  %win = tensor.empty() : tensor<2x2xf32>
  %0 = linalg.pooling_nhwc_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%x, %win : tensor<1x4x2x1xf32>, tensor<2x2xf32>) outs(%init : tensor<1x2x1x1xf32>) -> tensor<1x2x1x1xf32>
  return %0 : tensor<1x2x1x1xf32>
}
func.func @tgt(%x: tensor<1x4x2x1xf32>, %init: tensor<1x2x1x1xf32>) -> tensor<1x2x1x1xf32> {
  %win = tensor.empty() : tensor<2x2xf32>
  %0 = linalg.generic {indexing_maps = [#mi, #mw, #mo], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%x, %win : tensor<1x4x2x1xf32>, tensor<2x2xf32>) outs(%init : tensor<1x2x1x1xf32>) {
  ^bb0(%in: f32, %k: f32, %acc: f32):
    %m = arith.maximumf %acc, %in : f32
    linalg.yield %m : f32
  } -> tensor<1x2x1x1xf32>
  return %0 : tensor<1x2x1x1xf32>
}
