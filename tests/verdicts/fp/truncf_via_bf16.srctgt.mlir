// truncf x : f32 to f16 -> truncf (extf (truncf x to bf16)) to f16: bf16 has fewer significand bits than f16, so 1 + 2^-10 (exact in f16) becomes 1.0: miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
#id1 = affine_map<(d0) -> (d0)>
func.func @src(%a0: tensor<2xf32>) -> tensor<2xf16> {
  %e = tensor.empty() : tensor<2xf16>
  %r = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%a0 : tensor<2xf32>) outs(%e : tensor<2xf16>) {
  ^bb0(%x0: f32, %o: f16):
    %y = arith.truncf %x0 : f32 to f16
    linalg.yield %y : f16
  } -> tensor<2xf16>
  return %r : tensor<2xf16>
}
func.func @tgt(%a0: tensor<2xf32>) -> tensor<2xf16> {
  %e = tensor.empty() : tensor<2xf16>
  %r = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%a0 : tensor<2xf32>) outs(%e : tensor<2xf16>) {
  ^bb0(%x0: f32, %o: f16):
    %b = arith.truncf %x0 : f32 to bf16
    %w = arith.extf %b : bf16 to f32
    %y = arith.truncf %w : f32 to f16
    linalg.yield %y : f16
  } -> tensor<2xf16>
  return %r : tensor<2xf16>
}
