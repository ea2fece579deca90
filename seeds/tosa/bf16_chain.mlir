// Seed: bf16 chain: mul -> add -> exp -> reduce_sum -> reciprocal (a softmax-like denominator).
func.func @main(%a: tensor<2x4xbf16>, %b: tensor<2x4xbf16>) -> tensor<2x1xbf16> {
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.mul %a, %b, %shift : (tensor<2x4xbf16>, tensor<2x4xbf16>, tensor<1xi8>) -> tensor<2x4xbf16>
  %1 = tosa.add %0, %a : (tensor<2x4xbf16>, tensor<2x4xbf16>) -> tensor<2x4xbf16>
  %2 = tosa.exp %1 : (tensor<2x4xbf16>) -> tensor<2x4xbf16>
  %3 = tosa.reduce_sum %2 {axis = 1 : i32} : (tensor<2x4xbf16>) -> tensor<2x1xbf16>
  %4 = tosa.reciprocal %3 : (tensor<2x1xbf16>) -> tensor<2x1xbf16>
  return %4 : tensor<2x1xbf16>
}
