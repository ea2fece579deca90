// tensor.concat dim(0) lowered with only the first insert_slice: row 1 stays uninitialized (tensor.empty) and is returned: miscompile (tgt exposes uninitialized data; expected at stage ub).
// VERDICT: miscompile
// CHECK-FAILED: poison
// (An uninitialized element is modelled as poison, when it is returned and when it is read.)
func.func @src(%a: tensor<1x2xf32>, %b: tensor<1x2xf32>) -> tensor<2x2xf32> {
  %c = tensor.concat dim(0) %a, %b : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<2x2xf32>
  return %c : tensor<2x2xf32>
}
func.func @tgt(%a: tensor<1x2xf32>, %b: tensor<1x2xf32>) -> tensor<2x2xf32> {
  %e = tensor.empty() : tensor<2x2xf32>
  %0 = tensor.insert_slice %a into %e[0, 0] [1, 2] [1, 1] : tensor<1x2xf32> into tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}
