// tosa.transpose perms [2, 0, 1] on 1x2x3 -> linalg.transpose with the same permutation: correct.
// VERDICT: correct
func.func @src(%a0: tensor<1x2x3xf32>) -> tensor<3x1x2xf32> {
  %0 = tosa.transpose %a0 {perms = array<i32: 2, 0, 1>} : (tensor<1x2x3xf32>) -> tensor<3x1x2xf32>
  return %0 : tensor<3x1x2xf32>
}
func.func @tgt(%a0: tensor<1x2x3xf32>) -> tensor<3x1x2xf32> {
  %e = tensor.empty() : tensor<3x1x2xf32>
  %0 = linalg.transpose ins(%a0 : tensor<1x2x3xf32>) outs(%e : tensor<3x1x2xf32>) permutation = [2, 0, 1]
  return %0 : tensor<3x1x2xf32>
}
