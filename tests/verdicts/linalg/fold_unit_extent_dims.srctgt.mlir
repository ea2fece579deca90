// a 1x2 elementwise generic -> collapse_shape to 2, a rank-1 generic, expand_shape back (the linalg-fold-unit-extent-dims result): correct.
// VERDICT: correct
#id1 = affine_map<(d0) -> (d0)>
#u = affine_map<(d0, d1) -> (d0, d1)>
func.func @src(%a: tensor<1x2xf32>, %b: tensor<1x2xf32>) -> tensor<1x2xf32> {
  %e = tensor.empty() : tensor<1x2xf32>
  %r = linalg.generic {indexing_maps = [#u, #u, #u], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<1x2xf32>, tensor<1x2xf32>) outs(%e : tensor<1x2xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %v = arith.mulf %x, %y : f32
    linalg.yield %v : f32
  } -> tensor<1x2xf32>
  return %r : tensor<1x2xf32>
}
func.func @tgt(%a: tensor<1x2xf32>, %b: tensor<1x2xf32>) -> tensor<1x2xf32> {
  %ca = tensor.collapse_shape %a [[0, 1]] : tensor<1x2xf32> into tensor<2xf32>
  %cb = tensor.collapse_shape %b [[0, 1]] : tensor<1x2xf32> into tensor<2xf32>
  %e = tensor.empty() : tensor<2xf32>
  %r = linalg.generic {indexing_maps = [#id1, #id1, #id1], iterator_types = ["parallel"]} ins(%ca, %cb : tensor<2xf32>, tensor<2xf32>) outs(%e : tensor<2xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %v = arith.mulf %x, %y : f32
    linalg.yield %v : f32
  } -> tensor<2xf32>
  %x = tensor.expand_shape %r [[0, 1]] output_shape [1, 2] : tensor<2xf32> into tensor<1x2xf32>
  return %x : tensor<1x2xf32>
}
