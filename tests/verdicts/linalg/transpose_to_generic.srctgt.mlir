// linalg.transpose [1, 0, 2] -> generic with input map (d0,d1,d2)->(d1,d0,d2) (the generalized form): correct.
// VERDICT: correct
#p = affine_map<(d0, d1, d2) -> (d1, d0, d2)>
#i3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
func.func @src(%a: tensor<2x2x2xf32>) -> tensor<2x2x2xf32> {
  %e = tensor.empty() : tensor<2x2x2xf32>
  %t = linalg.transpose ins(%a : tensor<2x2x2xf32>) outs(%e : tensor<2x2x2xf32>) permutation = [1, 0, 2]
  return %t : tensor<2x2x2xf32>
}
func.func @tgt(%a: tensor<2x2x2xf32>) -> tensor<2x2x2xf32> {
  %e = tensor.empty() : tensor<2x2x2xf32>
  %r = linalg.generic {indexing_maps = [#p, #i3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%a : tensor<2x2x2xf32>) outs(%e : tensor<2x2x2xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<2x2x2xf32>
  return %r : tensor<2x2x2xf32>
}
