// truncf (extf b : bf16 to f32) to bf16 -> b: correct.
// VERDICT: correct
#id1 = affine_map<(d0) -> (d0)>
func.func @src(%a0: tensor<2xbf16>) -> tensor<2xbf16> {
  %e = tensor.empty() : tensor<2xbf16>
  %r = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%a0 : tensor<2xbf16>) outs(%e : tensor<2xbf16>) {
  ^bb0(%x0: bf16, %o: bf16):
    %w = arith.extf %x0 : bf16 to f32
    %y = arith.truncf %w : f32 to bf16
    linalg.yield %y : bf16
  } -> tensor<2xbf16>
  return %r : tensor<2xbf16>
}
func.func @tgt(%a0: tensor<2xbf16>) -> tensor<2xbf16> {
  %e = tensor.empty() : tensor<2xbf16>
  %r = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%a0 : tensor<2xbf16>) outs(%e : tensor<2xbf16>) {
  ^bb0(%x0: bf16, %o: bf16):
    linalg.yield %x0 : bf16
  } -> tensor<2xbf16>
  return %r : tensor<2xbf16>
}
