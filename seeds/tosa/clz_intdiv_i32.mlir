// Seed: tosa.clz and tosa.intdiv on i32; the divisor is a non-zero constant so the program has no UB.
func.func @main(%a: tensor<4xi32>) -> (tensor<4xi32>, tensor<4xi32>) {
  %d = "tosa.const"() <{values = dense<[3, -3, 7, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
  %0 = tosa.clz %a : (tensor<4xi32>) -> tensor<4xi32>
  %1 = tosa.intdiv %a, %d : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0, %1 : tensor<4xi32>, tensor<4xi32>
}
