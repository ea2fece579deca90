// Seed: logical_left_shift, logical_right_shift and arithmetic_right_shift (round = false) on i32 with in-range constant shifts.
func.func @main(%a: tensor<4xi32>) -> (tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) {
  %s = "tosa.const"() <{values = dense<[0, 1, 7, 31]> : tensor<4xi32>}> : () -> tensor<4xi32>
  %0 = tosa.logical_left_shift %a, %s : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  %1 = tosa.logical_right_shift %a, %s : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  %2 = tosa.arithmetic_right_shift %a, %s {round = false} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0, %1, %2 : tensor<4xi32>, tensor<4xi32>, tensor<4xi32>
}
