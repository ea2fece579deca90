// linalg.transpose [1, 0, 2] replaced by linalg.transpose [0, 2, 1] (same 2x2x2 shape, different permutation): miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
func.func @src(%a: tensor<2x2x2xf32>) -> tensor<2x2x2xf32> {
  %e = tensor.empty() : tensor<2x2x2xf32>
  %t = linalg.transpose ins(%a : tensor<2x2x2xf32>) outs(%e : tensor<2x2x2xf32>) permutation = [1, 0, 2]
  return %t : tensor<2x2x2xf32>
}
func.func @tgt(%a: tensor<2x2x2xf32>) -> tensor<2x2x2xf32> {
  %e = tensor.empty() : tensor<2x2x2xf32>
  %t = linalg.transpose ins(%a : tensor<2x2x2xf32>) outs(%e : tensor<2x2x2xf32>) permutation = [0, 2, 1]
  return %t : tensor<2x2x2xf32>
}
