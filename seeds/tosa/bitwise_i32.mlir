// Seed: tosa.bitwise_and / bitwise_or / bitwise_xor / bitwise_not on i32 with all-ones and sign-bit masks.
func.func @main(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %m = "tosa.const"() <{values = dense<[-1, -2147483648, 255, 0]> : tensor<4xi32>}> : () -> tensor<4xi32>
  %0 = tosa.bitwise_and %a, %m : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  %1 = tosa.bitwise_or %0, %b : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  %2 = tosa.bitwise_xor %1, %a : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  %3 = tosa.bitwise_not %2 : (tensor<4xi32>) -> tensor<4xi32>
  return %3 : tensor<4xi32>
}
