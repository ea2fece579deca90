// Seed: arithmetic_right_shift with round = true on i8 (adds the last shifted-out bit) and logical_right_shift on negative i8.
func.func @main(%a: tensor<4xi8>) -> (tensor<4xi8>, tensor<4xi8>) {
  %s = "tosa.const"() <{values = dense<[1, 2, 3, 7]> : tensor<4xi8>}> : () -> tensor<4xi8>
  %0 = tosa.arithmetic_right_shift %a, %s {round = true} : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  %1 = tosa.logical_right_shift %a, %s : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  return %0, %1 : tensor<4xi8>, tensor<4xi8>
}
