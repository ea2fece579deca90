// Seed: bitwise ops on i8 (and/xor/not) with -128 and 127 masks.
func.func @main(%a: tensor<2x4xi8>, %b: tensor<1x4xi8>) -> tensor<2x4xi8> {
  %m = "tosa.const"() <{values = dense<[[-128, 127, 15, -1]]> : tensor<1x4xi8>}> : () -> tensor<1x4xi8>
  %0 = tosa.bitwise_and %a, %m : (tensor<2x4xi8>, tensor<1x4xi8>) -> tensor<2x4xi8>
  %1 = tosa.bitwise_xor %0, %b : (tensor<2x4xi8>, tensor<1x4xi8>) -> tensor<2x4xi8>
  %2 = tosa.bitwise_not %1 : (tensor<2x4xi8>) -> tensor<2x4xi8>
  return %2 : tensor<2x4xi8>
}
