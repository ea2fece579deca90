// Seed: tosa.concat along axis 0 and along axis 1 (three operands, one of them a constant with NaN).
func.func @main(%a: tensor<2x2xf32>, %b: tensor<1x2xf32>) -> (tensor<3x2xf32>, tensor<2x5xf32>) {
  %c = "tosa.const"() <{values = dense<[[0x7FC00000], [-0.0]]> : tensor<2x1xf32>}> : () -> tensor<2x1xf32>
  %0 = tosa.concat %a, %b {axis = 0 : i32} : (tensor<2x2xf32>, tensor<1x2xf32>) -> tensor<3x2xf32>
  %1 = tosa.concat %a, %c, %a {axis = 1 : i32} : (tensor<2x2xf32>, tensor<2x1xf32>, tensor<2x2xf32>) -> tensor<2x5xf32>
  return %0, %1 : tensor<3x2xf32>, tensor<2x5xf32>
}
