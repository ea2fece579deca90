// transpose [2,0,1] -> exp -> abs -> transpose [0,2,1]: the two permutations compose to [2,1,0] (dims 0 and 2 swapped), not the identity, yet the pair was dropped as if inverse: miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
func.func @src(%a: tensor<2x1x2xf32>) -> tensor<2x1x2xf32> {
  %0 = tosa.transpose %a {perms = array<i32: 2, 0, 1>} : (tensor<2x1x2xf32>) -> tensor<2x2x1xf32>
  %1 = tosa.exp %0 : (tensor<2x2x1xf32>) -> tensor<2x2x1xf32>
  %2 = tosa.abs %1 : (tensor<2x2x1xf32>) -> tensor<2x2x1xf32>
  %3 = tosa.transpose %2 {perms = array<i32: 0, 2, 1>} : (tensor<2x2x1xf32>) -> tensor<2x1x2xf32>
  return %3 : tensor<2x1x2xf32>
}
func.func @tgt(%a: tensor<2x1x2xf32>) -> tensor<2x1x2xf32> {
  %0 = tosa.exp %a : (tensor<2x1x2xf32>) -> tensor<2x1x2xf32>
  %1 = tosa.abs %0 : (tensor<2x1x2xf32>) -> tensor<2x1x2xf32>
  return %1 : tensor<2x1x2xf32>
}
