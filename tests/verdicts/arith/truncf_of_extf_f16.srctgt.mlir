// truncf (extf h : f16 to f32) : f32 to f16 -> h: every f16 value is exact in f32: correct.
// VERDICT: correct
#id1 = affine_map<(d0) -> (d0)>
func.func @src(%a0: tensor<2xf16>) -> tensor<2xf16> {
  %e = tensor.empty() : tensor<2xf16>
  %r = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%a0 : tensor<2xf16>) outs(%e : tensor<2xf16>) {
  ^bb0(%x0: f16, %o: f16):
    %w = arith.extf %x0 : f16 to f32
    %y = arith.truncf %w : f32 to f16
    linalg.yield %y : f16
  } -> tensor<2xf16>
  return %r : tensor<2xf16>
}
func.func @tgt(%a0: tensor<2xf16>) -> tensor<2xf16> {
  %e = tensor.empty() : tensor<2xf16>
  %r = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%a0 : tensor<2xf16>) outs(%e : tensor<2xf16>) {
  ^bb0(%x0: f16, %o: f16):
    linalg.yield %x0 : f16
  } -> tensor<2xf16>
  return %r : tensor<2xf16>
}
