// linalg.vecmat -> linalg.generic (linalg-generalize-named-ops): y[j] += x[k] * A[k][j]; maps (j,k)->(k), (j,k)->(k,j), (j,k)->(j).
// Same maps and body, k summed in order 0,1: correct.
// VERDICT: correct
#m0 = affine_map<(d0, d1) -> (d1)>
#m1 = affine_map<(d0, d1) -> (d1, d0)>
#m2 = affine_map<(d0, d1) -> (d0)>
func.func @src(%x: tensor<2xf32>, %a: tensor<2x3xf32>, %y: tensor<3xf32>) -> tensor<3xf32> {
  %r = linalg.vecmat ins(%x, %a : tensor<2xf32>, tensor<2x3xf32>) outs(%y : tensor<3xf32>) -> tensor<3xf32>
  return %r : tensor<3xf32>
}
func.func @tgt(%x: tensor<2xf32>, %a: tensor<2x3xf32>, %y: tensor<3xf32>) -> tensor<3xf32> {
  %r = linalg.generic {indexing_maps = [#m0, #m1, #m2], iterator_types = ["parallel", "reduction"]} ins(%x, %a : tensor<2xf32>, tensor<2x3xf32>) outs(%y : tensor<3xf32>) {
  ^bb0(%in0: f32, %in1: f32, %acc: f32):
    %v1 = arith.mulf %in0, %in1 : f32
    %v2 = arith.addf %acc, %v1 : f32
    linalg.yield %v2 : f32
  } -> tensor<3xf32>
  return %r : tensor<3xf32>
}
