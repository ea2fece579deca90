// linalg.conv_2d_ngchw_fgchw -> linalg.generic (linalg-generalize-named-ops): grouped conv, f16 inputs, f32 output: out[n][g][f][h][w] += extf(in[n][g][c][h+kh][w+kw]) * extf(fil[f][g][c][kh][kw]).
// Both operands are extended with arith.extf in the implicit body; same maps (group d1 shared by input, filter, output): correct.
// VERDICT: correct
#m0 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>
#m1 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d2, d1, d5, d6, d7)>
#m2 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>
func.func @src(%i: tensor<1x2x1x2x2xf16>, %f: tensor<1x2x1x1x2xf16>, %o: tensor<1x2x1x2x1xf32>) -> tensor<1x2x1x2x1xf32> {
  %r = linalg.conv_2d_ngchw_fgchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%i, %f : tensor<1x2x1x2x2xf16>, tensor<1x2x1x1x2xf16>) outs(%o : tensor<1x2x1x2x1xf32>) -> tensor<1x2x1x2x1xf32>
  return %r : tensor<1x2x1x2x1xf32>
}
func.func @tgt(%i: tensor<1x2x1x2x2xf16>, %f: tensor<1x2x1x1x2xf16>, %o: tensor<1x2x1x2x1xf32>) -> tensor<1x2x1x2x1xf32> {
  %r = linalg.generic {indexing_maps = [#m0, #m1, #m2], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%i, %f : tensor<1x2x1x2x2xf16>, tensor<1x2x1x1x2xf16>) outs(%o : tensor<1x2x1x2x1xf32>) {
  ^bb0(%in0: f16, %in1: f16, %acc: f32):
    %v1 = arith.extf %in0 : f16 to f32
    %v2 = arith.extf %in1 : f16 to f32
    %v3 = arith.mulf %v1, %v2 : f32
    %v4 = arith.addf %acc, %v3 : f32
    linalg.yield %v4 : f32
  } -> tensor<1x2x1x2x1xf32>
  return %r : tensor<1x2x1x2x1xf32>
}
