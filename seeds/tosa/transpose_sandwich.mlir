// Seed: transpose -> elementwise (abs, negate) -> inverse transpose, the pattern tosa-reduce-transposes cancels.
func.func @main(%a: tensor<2x3x2xf32>) -> tensor<2x3x2xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.transpose %a {perms = array<i32: 2, 0, 1>} : (tensor<2x3x2xf32>) -> tensor<2x2x3xf32>
  %1 = tosa.abs %0 : (tensor<2x2x3xf32>) -> tensor<2x2x3xf32>
  %2 = tosa.negate %1, %zp, %zp : (tensor<2x2x3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x2x3xf32>
  %3 = tosa.transpose %2 {perms = array<i32: 1, 2, 0>} : (tensor<2x2x3xf32>) -> tensor<2x3x2xf32>
  return %3 : tensor<2x3x2xf32>
}
