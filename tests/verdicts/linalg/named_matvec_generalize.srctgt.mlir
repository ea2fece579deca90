// linalg.matvec -> linalg.generic (linalg-generalize-named-ops): y[i] += A[i][k] * x[k]; maps (i,k)->(i,k), (i,k)->(k), (i,k)->(i).
// Same maps and body, k summed in order 0,1,2: correct.
// VERDICT: correct
#m0 = affine_map<(d0, d1) -> (d0, d1)>
#m1 = affine_map<(d0, d1) -> (d1)>
#m2 = affine_map<(d0, d1) -> (d0)>
func.func @src(%a: tensor<2x3xf32>, %x: tensor<3xf32>, %y: tensor<2xf32>) -> tensor<2xf32> {
  %r = linalg.matvec ins(%a, %x : tensor<2x3xf32>, tensor<3xf32>) outs(%y : tensor<2xf32>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}
func.func @tgt(%a: tensor<2x3xf32>, %x: tensor<3xf32>, %y: tensor<2xf32>) -> tensor<2xf32> {
  %r = linalg.generic {indexing_maps = [#m0, #m1, #m2], iterator_types = ["parallel", "reduction"]} ins(%a, %x : tensor<2x3xf32>, tensor<3xf32>) outs(%y : tensor<2xf32>) {
  ^bb0(%in0: f32, %in1: f32, %acc: f32):
    %v1 = arith.mulf %in0, %in1 : f32
    %v2 = arith.addf %acc, %v1 : f32
    linalg.yield %v2 : f32
  } -> tensor<2xf32>
  return %r : tensor<2xf32>
}
