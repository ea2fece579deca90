// tosa.transpose [1, 0] twice -> the input (a canonicalize fold): correct.
// VERDICT: correct
func.func @src(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = tosa.transpose %a {perms = array<i32: 1, 0>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %1 = tosa.transpose %0 {perms = array<i32: 1, 0>} : (tensor<3x2xf32>) -> tensor<2x3xf32>
  return %1 : tensor<2x3xf32>
}
func.func @tgt(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  return %a : tensor<2x3xf32>
}
