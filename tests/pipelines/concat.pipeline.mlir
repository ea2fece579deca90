// tosa.concat axis 1 of 2x1 and 2x2.
// PIPELINE: tosa-lowering
// EXPECT: correct
func.func @main(%a: tensor<2x1xf32>, %b: tensor<2x2xf32>) -> tensor<2x3xf32> {
  %0 = tosa.concat %a, %b {axis = 1 : i32} : (tensor<2x1xf32>, tensor<2x2xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
