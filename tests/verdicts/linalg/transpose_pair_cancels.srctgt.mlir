// two linalg.transpose [1, 0] in a row -> the input: correct.
// VERDICT: correct
func.func @src(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %e = tensor.empty() : tensor<3x2xf32>
  %e2 = tensor.empty() : tensor<2x3xf32>
  %t = linalg.transpose ins(%a : tensor<2x3xf32>) outs(%e : tensor<3x2xf32>) permutation = [1, 0]
  %u = linalg.transpose ins(%t : tensor<3x2xf32>) outs(%e2 : tensor<2x3xf32>) permutation = [1, 0]
  return %u : tensor<2x3xf32>
}
func.func @tgt(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  return %a : tensor<2x3xf32>
}
