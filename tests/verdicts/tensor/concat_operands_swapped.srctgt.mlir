// tensor.concat dim(0) a, b -> tensor.concat dim(0) b, a: miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
func.func @src(%a: tensor<1x2xf32>, %b: tensor<1x2xf32>) -> tensor<2x2xf32> {
  %c = tensor.concat dim(0) %a, %b : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<2x2xf32>
  return %c : tensor<2x2xf32>
}
func.func @tgt(%a: tensor<1x2xf32>, %b: tensor<1x2xf32>) -> tensor<2x2xf32> {
  %c = tensor.concat dim(0) %b, %a : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<2x2xf32>
  return %c : tensor<2x2xf32>
}
