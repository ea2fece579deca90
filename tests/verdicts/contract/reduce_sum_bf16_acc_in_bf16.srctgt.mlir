// tosa.reduce_sum of 1x3 bf16 lowered with the accumulator kept in bf16 (TOSA: fp32 accumulator, one final rounding): each partial sum is rounded to bf16; x = [1, 2^-8, 2^-8] gives 1 (two ties to even) instead of 1 + 2^-7: miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
// ALLOW: inconclusive
// (Needs exact rounding of bf16 and f32 sums; never correct.)
func.func @src(%a: tensor<1x3xbf16>) -> tensor<1x1xbf16> {
  %0 = tosa.reduce_sum %a {axis = 1 : i32} : (tensor<1x3xbf16>) -> tensor<1x1xbf16>
  return %0 : tensor<1x1xbf16>
}
func.func @tgt(%a: tensor<1x3xbf16>) -> tensor<1x1xbf16> {
  %e = tensor.empty() : tensor<1xbf16>
  %z = arith.constant 0.0 : bf16
  %f = linalg.fill ins(%z : bf16) outs(%e : tensor<1xbf16>) -> tensor<1xbf16>
  %r = linalg.reduce ins(%a : tensor<1x3xbf16>) outs(%f : tensor<1xbf16>) dimensions = [1]
    (%in: bf16, %init: bf16) {
      %s = arith.addf %in, %init : bf16
      linalg.yield %s : bf16
    }
  %x = tensor.expand_shape %r [[0, 1]] output_shape [1, 1] : tensor<1xbf16> into tensor<1x1xbf16>
  return %x : tensor<1x1xbf16>
}
