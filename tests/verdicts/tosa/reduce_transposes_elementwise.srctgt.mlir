// tosa-reduce-transposes: transpose [2,0,1] -> exp -> abs -> transpose [1,2,0] (inverse) -> exp -> abs on the original layout: correct.
// VERDICT: correct
func.func @src(%a: tensor<2x1x2xf32>) -> tensor<2x1x2xf32> {
  %0 = tosa.transpose %a {perms = array<i32: 2, 0, 1>} : (tensor<2x1x2xf32>) -> tensor<2x2x1xf32>
  %1 = tosa.exp %0 : (tensor<2x2x1xf32>) -> tensor<2x2x1xf32>
  %2 = tosa.abs %1 : (tensor<2x2x1xf32>) -> tensor<2x2x1xf32>
  %3 = tosa.transpose %2 {perms = array<i32: 1, 2, 0>} : (tensor<2x2x1xf32>) -> tensor<2x1x2xf32>
  return %3 : tensor<2x1x2xf32>
}
func.func @tgt(%a: tensor<2x1x2xf32>) -> tensor<2x1x2xf32> {
  %0 = tosa.exp %a : (tensor<2x1x2xf32>) -> tensor<2x1x2xf32>
  %1 = tosa.abs %0 : (tensor<2x1x2xf32>) -> tensor<2x1x2xf32>
  return %1 : tensor<2x1x2xf32>
}
