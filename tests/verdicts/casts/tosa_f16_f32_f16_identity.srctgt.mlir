// tosa.cast f16 -> f32 -> f16 -> identity: every f16 value is exact in f32 and comes back unchanged (NaN stays NaN, -0 stays -0): correct; the abstract domain needs the precise EB|FB|OB casts (monotone cast UFs do not relate the two directions).
// VERDICT: correct
func.func @src(%a0: tensor<2xf16>) -> tensor<2xf16> {
  %0 = tosa.cast %a0 : (tensor<2xf16>) -> tensor<2xf32>
  %1 = tosa.cast %0 : (tensor<2xf32>) -> tensor<2xf16>
  return %1 : tensor<2xf16>
}
func.func @tgt(%a0: tensor<2xf16>) -> tensor<2xf16> {
  return %a0 : tensor<2xf16>
}
