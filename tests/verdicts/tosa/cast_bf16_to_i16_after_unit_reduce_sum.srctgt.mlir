// A bf16 tosa.reduce_sum over one element, cast to i16; canonicalize drops the sum (campT 6c7f33a10fd692e4,
// 41 hits). The exact domain answered `error` ("invalid zero_extend application"): Z3 4.8.12 gives up on
// fp.roundToIntegral of a format with 8 significand bits, which every bf16 float-to-int cast, floor and
// ceil uses. The exact domain now rounds a short format in f32 (exact both ways). The one-term sum is its
// term: correct in both domains.
// VERDICT: correct
func.func @src(%arg0: tensor<1xbf16>) -> tensor<1xi16> {
  %0 = tosa.reduce_sum %arg0 {axis = 0 : i32} : (tensor<1xbf16>) -> tensor<1xbf16>
  %1 = tosa.cast %0 : (tensor<1xbf16>) -> tensor<1xi16>
  return %1 : tensor<1xi16>
}
func.func @tgt(%arg0: tensor<1xbf16>) -> tensor<1xi16> {
  %1 = tosa.cast %arg0 : (tensor<1xbf16>) -> tensor<1xi16>
  return %1 : tensor<1xi16>
}
