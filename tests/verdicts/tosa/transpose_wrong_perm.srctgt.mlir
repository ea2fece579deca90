// tosa.transpose perms [2, 1, 0] on 2x1x2 replaced by a copy (perm [0, 1, 2] gives the same shape 2x1x2): element [0][0][1] differs: miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
func.func @src(%a0: tensor<2x1x2xf32>) -> tensor<2x1x2xf32> {
  %0 = tosa.transpose %a0 {perms = array<i32: 2, 1, 0>} : (tensor<2x1x2xf32>) -> tensor<2x1x2xf32>
  return %0 : tensor<2x1x2xf32>
}
func.func @tgt(%a0: tensor<2x1x2xf32>) -> tensor<2x1x2xf32> {
  %e = tensor.empty() : tensor<2x1x2xf32>
  %0 = linalg.transpose ins(%a0 : tensor<2x1x2xf32>) outs(%e : tensor<2x1x2xf32>) permutation = [0, 1, 2]
  return %0 : tensor<2x1x2xf32>
}
