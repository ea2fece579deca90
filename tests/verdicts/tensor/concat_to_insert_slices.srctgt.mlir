// tensor.concat dim(0) of two 1x2 -> tensor.empty + insert_slice at rows 0 and 1: correct.
// VERDICT: correct
func.func @src(%a: tensor<1x2xf32>, %b: tensor<1x2xf32>) -> tensor<2x2xf32> {
  %c = tensor.concat dim(0) %a, %b : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<2x2xf32>
  return %c : tensor<2x2xf32>
}
func.func @tgt(%a: tensor<1x2xf32>, %b: tensor<1x2xf32>) -> tensor<2x2xf32> {
  %e = tensor.empty() : tensor<2x2xf32>
  %0 = tensor.insert_slice %a into %e[0, 0] [1, 2] [1, 1] : tensor<1x2xf32> into tensor<2x2xf32>
  %1 = tensor.insert_slice %b into %0[1, 0] [1, 2] [1, 1] : tensor<1x2xf32> into tensor<2x2xf32>
  return %1 : tensor<2x2xf32>
}
