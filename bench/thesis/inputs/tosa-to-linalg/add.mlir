// ROW: tosa-to-linalg
// PASSES: --pass-pipeline=builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg))
// NOTE: tosa.add with a channel broadcast: tensor<4x16x32xf32> + tensor<1x1x32xf32>.
// BUG: operand_dropped | arith.addf %in, %in_0 | arith.addf %in, %in
func.func @f(%a: tensor<4x16x32xf32>, %b: tensor<1x1x32xf32>) -> tensor<4x16x32xf32> {
  %0 = tosa.add %a, %b : (tensor<4x16x32xf32>, tensor<1x1x32xf32>) -> tensor<4x16x32xf32>
  return %0 : tensor<4x16x32xf32>
}
