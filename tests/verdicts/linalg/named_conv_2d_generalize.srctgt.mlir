// linalg.conv_2d -> linalg.generic (linalg-generalize-named-ops): out[h][w] += in[h + kh][w + kw] * f[kh][kw].
// Same maps (d0 + d2, d1 + d3) and body, kh then kw summed in order: correct.
// VERDICT: correct
#m0 = affine_map<(d0, d1, d2, d3) -> (d0 + d2, d1 + d3)>
#m1 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#m2 = affine_map<(d0, d1, d2, d3) -> (d0, d1)>
func.func @src(%i: tensor<2x3xf32>, %f: tensor<2x2xf32>, %o: tensor<1x2xf32>) -> tensor<1x2xf32> {
  %r = linalg.conv_2d ins(%i, %f : tensor<2x3xf32>, tensor<2x2xf32>) outs(%o : tensor<1x2xf32>) -> tensor<1x2xf32>
  return %r : tensor<1x2xf32>
}
func.func @tgt(%i: tensor<2x3xf32>, %f: tensor<2x2xf32>, %o: tensor<1x2xf32>) -> tensor<1x2xf32> {
  %r = linalg.generic {indexing_maps = [#m0, #m1, #m2], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%i, %f : tensor<2x3xf32>, tensor<2x2xf32>) outs(%o : tensor<1x2xf32>) {
  ^bb0(%in0: f32, %in1: f32, %acc: f32):
    %v1 = arith.mulf %in0, %in1 : f32
    %v2 = arith.addf %acc, %v1 : f32
    linalg.yield %v2 : f32
  } -> tensor<1x2xf32>
  return %r : tensor<1x2xf32>
}
