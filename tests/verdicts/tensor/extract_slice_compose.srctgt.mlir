// extract_slice [2][2] of extract_slice [1][4] -> one extract_slice at offset 3: correct.
// VERDICT: correct
func.func @src(%t: tensor<6xf32>) -> tensor<2xf32> {
  %a = tensor.extract_slice %t[1] [4] [1] : tensor<6xf32> to tensor<4xf32>
  %b = tensor.extract_slice %a[2] [2] [1] : tensor<4xf32> to tensor<2xf32>
  return %b : tensor<2xf32>
}
func.func @tgt(%t: tensor<6xf32>) -> tensor<2xf32> {
  %b = tensor.extract_slice %t[3] [2] [1] : tensor<6xf32> to tensor<2xf32>
  return %b : tensor<2xf32>
}
