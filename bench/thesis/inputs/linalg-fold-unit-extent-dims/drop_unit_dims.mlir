// ROW: linalg-fold-unit-extent-dims
// PASSES: --linalg-fold-unit-extent-dims
// NOTE: elementwise generic on tensor<1x64x1x32xf32> with a broadcast tensor<1x1x1x32xf32> bias: the unit dims are collapsed away (collapse_shape + 2-D generic + expand_shape).
// BUG: add_to_mul | arith.addf | arith.mulf
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#b = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, d3)>
func.func @f(%a: tensor<1x64x1x32xf32>, %bias: tensor<1x1x1x32xf32>) -> tensor<1x64x1x32xf32> {
  %e = tensor.empty() : tensor<1x64x1x32xf32>
  %0 = linalg.generic {indexing_maps = [#id, #b, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%a, %bias : tensor<1x64x1x32xf32>, tensor<1x1x1x32xf32>) outs(%e : tensor<1x64x1x32xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<1x64x1x32xf32>
  return %0 : tensor<1x64x1x32xf32>
}
