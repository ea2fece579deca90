// linalg.fill c -> generic with a scalar input map (d0) -> () yielding c (the linalg-generalize-named-ops form): correct.
// VERDICT: correct
#s = affine_map<(d0) -> ()>
#id1 = affine_map<(d0) -> (d0)>
func.func @src(%c: f32) -> tensor<2xf32> {
  %e = tensor.empty() : tensor<2xf32>
  %f = linalg.fill ins(%c : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  return %f : tensor<2xf32>
}
func.func @tgt(%c: f32) -> tensor<2xf32> {
  %e = tensor.empty() : tensor<2xf32>
  %f = linalg.generic {indexing_maps = [#s, #id1], iterator_types = ["parallel"]} ins(%c : f32) outs(%e : tensor<2xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<2xf32>
  return %f : tensor<2xf32>
}
