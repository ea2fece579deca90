// generic { math.cos } on 2x2 -> same body with a transposed input map: miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
func.func @src(%a0: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %e = tensor.empty() : tensor<2x2xf32>
  %r = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%a0 : tensor<2x2xf32>) outs(%e : tensor<2x2xf32>) {
  ^bb0(%x0: f32, %o: f32):
    %y = math.cos %x0 : f32
    linalg.yield %y : f32
  } -> tensor<2x2xf32>
  return %r : tensor<2x2xf32>
}
func.func @tgt(%a0: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %e = tensor.empty() : tensor<2x2xf32>
  %r = linalg.generic {indexing_maps = [#tr, #id2], iterator_types = ["parallel", "parallel"]} ins(%a0 : tensor<2x2xf32>) outs(%e : tensor<2x2xf32>) {
  ^bb0(%x0: f32, %o: f32):
    %y = math.cos %x0 : f32
    linalg.yield %y : f32
  } -> tensor<2x2xf32>
  return %r : tensor<2x2xf32>
}
