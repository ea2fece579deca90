// the composed extract_slice uses offset 2 instead of 1 + 2 = 3: miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
func.func @src(%t: tensor<6xf32>) -> tensor<2xf32> {
  %a = tensor.extract_slice %t[1] [4] [1] : tensor<6xf32> to tensor<4xf32>
  %b = tensor.extract_slice %a[2] [2] [1] : tensor<4xf32> to tensor<2xf32>
  return %b : tensor<2xf32>
}
func.func @tgt(%t: tensor<6xf32>) -> tensor<2xf32> {
  %b = tensor.extract_slice %t[2] [2] [1] : tensor<6xf32> to tensor<2xf32>
  return %b : tensor<2xf32>
}
