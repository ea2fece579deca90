// Seed: tosa.pow on bf16 (transcendental binary op) with a broadcast exponent.
func.func @main(%a: tensor<2x3xbf16>, %e: tensor<1x3xbf16>) -> tensor<2x3xbf16> {
  %0 = tosa.pow %a, %e : (tensor<2x3xbf16>, tensor<1x3xbf16>) -> tensor<2x3xbf16>
  return %0 : tensor<2x3xbf16>
}
