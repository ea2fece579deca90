// Seed: tosa.sub and tosa.mul (shift operand = 0) on f16, with a broadcast operand.
func.func @main(%a: tensor<2x4xf16>, %b: tensor<2x4xf16>, %s: tensor<1x4xf16>) -> tensor<2x4xf16> {
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.sub %a, %b : (tensor<2x4xf16>, tensor<2x4xf16>) -> tensor<2x4xf16>
  %1 = tosa.mul %0, %s, %shift : (tensor<2x4xf16>, tensor<1x4xf16>, tensor<1xi8>) -> tensor<2x4xf16>
  return %1 : tensor<2x4xf16>
}
