// linalg.batch_mmt4d -> linalg.generic (linalg-generalize-named-ops): mmt4d with a leading batch dim: C[b][m][n][m0][n0] += A[b][m][k][m0][k0] * B[b][n][k][n0][k0].
// Same seven-dim maps (reductions d3 = k, d6 = k0) and body: correct.
// VERDICT: correct
#m0 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d3, d4, d6)>
#m1 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d2, d3, d5, d6)>
#m2 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d4, d5)>
func.func @src(%a: tensor<2x1x2x1x1xf32>, %b: tensor<2x1x2x2x1xf32>, %c: tensor<2x1x1x1x2xf32>) -> tensor<2x1x1x1x2xf32> {
  %r = linalg.batch_mmt4d ins(%a, %b : tensor<2x1x2x1x1xf32>, tensor<2x1x2x2x1xf32>) outs(%c : tensor<2x1x1x1x2xf32>) -> tensor<2x1x1x1x2xf32>
  return %r : tensor<2x1x1x1x2xf32>
}
func.func @tgt(%a: tensor<2x1x2x1x1xf32>, %b: tensor<2x1x2x2x1xf32>, %c: tensor<2x1x1x1x2xf32>) -> tensor<2x1x1x1x2xf32> {
  %r = linalg.generic {indexing_maps = [#m0, #m1, #m2], iterator_types = ["parallel", "parallel", "parallel", "reduction", "parallel", "parallel", "reduction"]} ins(%a, %b : tensor<2x1x2x1x1xf32>, tensor<2x1x2x2x1xf32>) outs(%c : tensor<2x1x1x1x2xf32>) {
  ^bb0(%in0: f32, %in1: f32, %acc: f32):
    %v1 = arith.mulf %in0, %in1 : f32
    %v2 = arith.addf %acc, %v1 : f32
    linalg.yield %v2 : f32
  } -> tensor<2x1x1x1x2xf32>
  return %r : tensor<2x1x1x1x2xf32>
}
