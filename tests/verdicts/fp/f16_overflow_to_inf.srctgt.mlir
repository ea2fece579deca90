// truncf 65520.0 : f32 to f16 folded to 65504.0 (largest finite f16): 65520 is the rounding midpoint above 65504 and rounds to +Inf: miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
#id1 = affine_map<(d0) -> (d0)>
func.func @src(%a0: tensor<2xf16>) -> tensor<2xf16> {
  %e = tensor.empty() : tensor<2xf16>
  %r = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%a0 : tensor<2xf16>) outs(%e : tensor<2xf16>) {
  ^bb0(%x0: f16, %o: f16):
    %c = arith.constant 65520.0 : f32
    %h = arith.truncf %c : f32 to f16
    %y = arith.addf %x0, %h : f16
    linalg.yield %y : f16
  } -> tensor<2xf16>
  return %r : tensor<2xf16>
}
func.func @tgt(%a0: tensor<2xf16>) -> tensor<2xf16> {
  %e = tensor.empty() : tensor<2xf16>
  %r = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%a0 : tensor<2xf16>) outs(%e : tensor<2xf16>) {
  ^bb0(%x0: f16, %o: f16):
    %h = arith.constant 65504.0 : f16
    %y = arith.addf %x0, %h : f16
    linalg.yield %y : f16
  } -> tensor<2xf16>
  return %r : tensor<2xf16>
}
