// bf16 ceil against floor + 1: they differ on integral inputs (ceil(2) = 2, floor(2) + 1 = 3). The exact
// domain used to answer `error` on any bf16 rounding to an integer (Z3 4.8.12 and fp.roundToIntegral of
// an 8-bit significand); it rounds in f32 now and finds the counterexample.
// VERDICT: miscompile
func.func @src(%arg0: tensor<2xbf16>) -> tensor<2xbf16> {
  %0 = tosa.ceil %arg0 : (tensor<2xbf16>) -> tensor<2xbf16>
  return %0 : tensor<2xbf16>
}
func.func @tgt(%arg0: tensor<2xbf16>) -> tensor<2xbf16> {
  %0 = tosa.floor %arg0 : (tensor<2xbf16>) -> tensor<2xbf16>
  %1 = "tosa.const"() <{values = dense<1.0> : tensor<2xbf16>}> : () -> tensor<2xbf16>
  %2 = tosa.add %0, %1 : (tensor<2xbf16>, tensor<2xbf16>) -> tensor<2xbf16>
  return %2 : tensor<2xbf16>
}
