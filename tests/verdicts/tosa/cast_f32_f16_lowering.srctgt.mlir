// tosa.cast f32 -> f16 -> arith.truncf (round to nearest even, overflow to Inf): correct.
// VERDICT: correct
#id1 = affine_map<(d0) -> (d0)>
func.func @src(%a0: tensor<2xf32>) -> tensor<2xf16> {
  %0 = tosa.cast %a0 : (tensor<2xf32>) -> tensor<2xf16>
  return %0 : tensor<2xf16>
}
func.func @tgt(%a0: tensor<2xf32>) -> tensor<2xf16> {
  %e = tensor.empty() : tensor<2xf16>
  %r = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%a0 : tensor<2xf32>) outs(%e : tensor<2xf16>) {
  ^bb0(%x0: f32, %o: f16):
    %y = arith.truncf %x0 : f32 to f16
    linalg.yield %y : f16
  } -> tensor<2xf16>
  return %r : tensor<2xf16>
}
