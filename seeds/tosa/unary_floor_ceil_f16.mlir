// Seed: tosa.floor and tosa.ceil on f16, combined with sub (x - floor(x) is the fractional part).
func.func @main(%a: tensor<6xf16>) -> (tensor<6xf16>, tensor<6xf16>) {
  %0 = tosa.floor %a : (tensor<6xf16>) -> tensor<6xf16>
  %1 = tosa.ceil %a : (tensor<6xf16>) -> tensor<6xf16>
  %2 = tosa.sub %a, %0 : (tensor<6xf16>, tensor<6xf16>) -> tensor<6xf16>
  return %1, %2 : tensor<6xf16>, tensor<6xf16>
}
