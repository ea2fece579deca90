// tosa.cast f32 -> bf16 -> arith.truncf: correct.
// VERDICT: correct
#id1 = affine_map<(d0) -> (d0)>
func.func @src(%a0: tensor<2xf32>) -> tensor<2xbf16> {
  %0 = tosa.cast %a0 : (tensor<2xf32>) -> tensor<2xbf16>
  return %0 : tensor<2xbf16>
}
func.func @tgt(%a0: tensor<2xf32>) -> tensor<2xbf16> {
  %e = tensor.empty() : tensor<2xbf16>
  %r = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%a0 : tensor<2xf32>) outs(%e : tensor<2xbf16>) {
  ^bb0(%x0: f32, %o: bf16):
    %y = arith.truncf %x0 : f32 to bf16
    linalg.yield %y : bf16
  } -> tensor<2xbf16>
  return %r : tensor<2xbf16>
}
