// tosa.concat axis 0 -> tensor.concat dim(0): correct.
// VERDICT: correct
func.func @src(%a0: tensor<2xf32>, %a1: tensor<1xf32>) -> tensor<3xf32> {
  %0 = tosa.concat %a0, %a1 {axis = 0 : i32} : (tensor<2xf32>, tensor<1xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}
func.func @tgt(%a0: tensor<2xf32>, %a1: tensor<1xf32>) -> tensor<3xf32> {
  %0 = tensor.concat dim(0) %a0, %a1 : (tensor<2xf32>, tensor<1xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}
