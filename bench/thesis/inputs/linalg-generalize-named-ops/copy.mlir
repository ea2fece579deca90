// ROW: linalg-generalize-named-ops
// PASSES: --linalg-generalize-named-ops
// NOTE: linalg.copy of tensor<32x64xf32> and linalg.transpose of it (64x32) -> generic copies (values moved, not computed).
func.func @f(%a: tensor<32x64xf32>, %o: tensor<32x64xf32>) -> (tensor<32x64xf32>, tensor<64x32xf32>) {
  %0 = linalg.copy ins(%a : tensor<32x64xf32>) outs(%o : tensor<32x64xf32>) -> tensor<32x64xf32>
  %e = tensor.empty() : tensor<64x32xf32>
  %1 = linalg.transpose ins(%0 : tensor<32x64xf32>) outs(%e : tensor<64x32xf32>) permutation = [1, 0]
  return %0, %1 : tensor<32x64xf32>, tensor<64x32xf32>
}
