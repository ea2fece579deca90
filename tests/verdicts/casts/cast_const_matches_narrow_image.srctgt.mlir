// select(x == 0.1f, tosa.cast x to f16, 0.0999755859375h) -> 0.0999755859375h: the f16 image of 0.1f (round to nearest even of 0x3dcccccd is 0x2e66) is what casting x gives when x is that constant: correct.
// VERDICT: correct
func.func @src(%a0: tensor<2xf32>) -> tensor<2xf16> {
  %c = "tosa.const"() <{values = dense<0.100000001> : tensor<2xf32>}> : () -> tensor<2xf32>
  %img = "tosa.const"() <{values = dense<0.0999755859375> : tensor<2xf16>}> : () -> tensor<2xf16>
  %t = tosa.cast %a0 : (tensor<2xf32>) -> tensor<2xf16>
  %eq = tosa.equal %a0, %c : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  %r = tosa.select %eq, %t, %img : (tensor<2xi1>, tensor<2xf16>, tensor<2xf16>) -> tensor<2xf16>
  return %r : tensor<2xf16>
}
func.func @tgt(%a0: tensor<2xf32>) -> tensor<2xf16> {
  %img = "tosa.const"() <{values = dense<0.0999755859375> : tensor<2xf16>}> : () -> tensor<2xf16>
  return %img : tensor<2xf16>
}
