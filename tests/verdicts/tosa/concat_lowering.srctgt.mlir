// tosa.concat axis 0 -> tensor.empty + two tensor.insert_slice at offsets 0 and 2 (the tosa-to-tensor form; every element is written): correct.
// VERDICT: correct
func.func @src(%a0: tensor<2xf32>, %a1: tensor<1xf32>) -> tensor<3xf32> {
  %0 = tosa.concat %a0, %a1 {axis = 0 : i32} : (tensor<2xf32>, tensor<1xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}
func.func @tgt(%a0: tensor<2xf32>, %a1: tensor<1xf32>) -> tensor<3xf32> {
  %e = tensor.empty() : tensor<3xf32>
  %0 = tensor.insert_slice %a0 into %e[0] [2] [1] : tensor<2xf32> into tensor<3xf32>
  %1 = tensor.insert_slice %a1 into %0[2] [1] [1] : tensor<1xf32> into tensor<3xf32>
  return %1 : tensor<3xf32>
}
