// tosa.transpose perms [1, 0] on 2x3.
// PIPELINE: tosa-lowering
// EXPECT: correct
func.func @main(%a: tensor<2x3xf32>) -> tensor<3x2xf32> {
  %0 = tosa.transpose %a {perms = array<i32: 1, 0>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}
