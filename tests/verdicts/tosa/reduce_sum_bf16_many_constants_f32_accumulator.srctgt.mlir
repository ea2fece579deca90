// A bf16 max_pool2d, a tosa.reduce_sum over a unit axis and a clamp; tosa-optional-decompositions drops the
// reduction (campS tool error c05cc469e0b543b1). The sum accumulates in f32, whose abstract width was sized
// from the f32 values alone (none) and could not order the 8 extended constants: "abstract f32 width 4
// cannot order 8 constants". A wider type now counts the narrower types' values too. The one-term sum is
// its term (either sign for a zero): correct.
// VERDICT: correct
func.func @src() -> tensor<1x2x5x1xbf16> {
  %0 = "tosa.const"() <{values = dense<[[[[-1.120000e+02], [-7.860470e-18], [-6.400000e+01], [0.000000e+00], [-7.500000e+00]], [[0xFF80], [7.000000e+00], [5.000000e-01], [-1.200000e+01], [6.750000e+00]]]]> : tensor<1x2x5x1xbf16>}> : () -> tensor<1x2x5x1xbf16>
  %1 = tosa.max_pool2d %0 {kernel = array<i64: 2, 1>, nan_mode = IGNORE, pad = array<i64: 1, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x5x1xbf16>) -> tensor<1x2x5x1xbf16>
  %2 = tosa.reduce_sum %1 {axis = 0 : i32} : (tensor<1x2x5x1xbf16>) -> tensor<1x2x5x1xbf16>
  %3 = tosa.clamp %2 {max_val = 2.600000e+01 : bf16, min_val = -2.000000e+00 : bf16, nan_mode = IGNORE} : (tensor<1x2x5x1xbf16>) -> tensor<1x2x5x1xbf16>
  return %3 : tensor<1x2x5x1xbf16>
}
func.func @tgt() -> tensor<1x2x5x1xbf16> {
  %0 = "tosa.const"() <{values = dense<[[[[-1.120000e+02], [-7.860470e-18], [-6.400000e+01], [0.000000e+00], [-7.500000e+00]], [[0xFF80], [7.000000e+00], [5.000000e-01], [-1.200000e+01], [6.750000e+00]]]]> : tensor<1x2x5x1xbf16>}> : () -> tensor<1x2x5x1xbf16>
  %1 = tosa.max_pool2d %0 {kernel = array<i64: 2, 1>, nan_mode = IGNORE, pad = array<i64: 1, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x5x1xbf16>) -> tensor<1x2x5x1xbf16>
  %2 = tosa.clamp %1 {max_val = 2.600000e+01 : bf16, min_val = -2.000000e+00 : bf16, nan_mode = IGNORE} : (tensor<1x2x5x1xbf16>) -> tensor<1x2x5x1xbf16>
  return %2 : tensor<1x2x5x1xbf16>
}
