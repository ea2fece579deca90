// tosa.cast bf16 -> f32 -> bf16 -> identity: bf16 is f32 with the low 16 fraction bits dropped, so the round trip is exact: correct (precise casts over the bf16 < f32 chain).
// VERDICT: correct
func.func @src(%a0: tensor<2xbf16>) -> tensor<2xbf16> {
  %0 = tosa.cast %a0 : (tensor<2xbf16>) -> tensor<2xf32>
  %1 = tosa.cast %0 : (tensor<2xf32>) -> tensor<2xbf16>
  return %1 : tensor<2xbf16>
}
func.func @tgt(%a0: tensor<2xbf16>) -> tensor<2xbf16> {
  return %a0 : tensor<2xbf16>
}
