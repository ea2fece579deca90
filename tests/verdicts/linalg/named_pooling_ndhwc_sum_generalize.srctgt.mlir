// linalg.pooling_ndhwc_sum -> linalg.generic (linalg-generalize-named-ops): f16 input, f32 output: out += extf(in[n][d+kd][h+kh][w+kw][c]) over a 2x1x2 window.
// The implicit body extends the input with arith.extf before the add; same maps and order: correct.
// VERDICT: correct
#m0 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1 + d5, d2 + d6, d3 + d7, d4)>
#m1 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d5, d6, d7)>
#m2 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>
func.func @src(%i: tensor<1x2x2x2x1xf16>, %o: tensor<1x1x2x1x1xf32>) -> tensor<1x1x2x1x1xf32> {
  %w = tensor.empty() : tensor<2x1x2xf32>
  %r = linalg.pooling_ndhwc_sum {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>} ins(%i, %w : tensor<1x2x2x2x1xf16>, tensor<2x1x2xf32>) outs(%o : tensor<1x1x2x1x1xf32>) -> tensor<1x1x2x1x1xf32>
  return %r : tensor<1x1x2x1x1xf32>
}
func.func @tgt(%i: tensor<1x2x2x2x1xf16>, %o: tensor<1x1x2x1x1xf32>) -> tensor<1x1x2x1x1xf32> {
  %w = tensor.empty() : tensor<2x1x2xf32>
  %r = linalg.generic {indexing_maps = [#m0, #m1, #m2], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%i, %w : tensor<1x2x2x2x1xf16>, tensor<2x1x2xf32>) outs(%o : tensor<1x1x2x1x1xf32>) {
  ^bb0(%in0: f16, %in1: f32, %acc: f32):
    %v2 = arith.extf %in0 : f16 to f32
    %v3 = arith.addf %acc, %v2 : f32
    linalg.yield %v3 : f32
  } -> tensor<1x1x2x1x1xf32>
  return %r : tensor<1x1x2x1x1xf32>
}
