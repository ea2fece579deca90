// linalg.broadcast dimensions = [1] (out[i][j] = v[i]) -> generic with input map (d0,d1)->(d0): correct.
// VERDICT: correct
#id = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
#row = affine_map<(d0, d1) -> (d1)>
#col = affine_map<(d0, d1) -> (d0)>
func.func @src(%v: tensor<2xf32>) -> tensor<2x2xf32> {
  %e = tensor.empty() : tensor<2x2xf32>
  %b = linalg.broadcast ins(%v : tensor<2xf32>) outs(%e : tensor<2x2xf32>) dimensions = [1]
  return %b : tensor<2x2xf32>
}
func.func @tgt(%v: tensor<2xf32>) -> tensor<2x2xf32> {
  %e = tensor.empty() : tensor<2x2xf32>
  %r = linalg.generic {indexing_maps = [#col, #id], iterator_types = ["parallel", "parallel"]} ins(%v : tensor<2xf32>) outs(%e : tensor<2x2xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<2x2xf32>
  return %r : tensor<2x2xf32>
}
