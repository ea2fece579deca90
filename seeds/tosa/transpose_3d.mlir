// Seed: tosa.transpose of a rank-3 tensor with a rotating permutation, then its inverse and an elementwise op in between.
func.func @main(%a: tensor<2x3x4xf32>) -> (tensor<4x2x3xf32>, tensor<2x3x4xf32>) {
  %0 = tosa.transpose %a {perms = array<i32: 2, 0, 1>} : (tensor<2x3x4xf32>) -> tensor<4x2x3xf32>
  %1 = tosa.exp %0 : (tensor<4x2x3xf32>) -> tensor<4x2x3xf32>
  %2 = tosa.transpose %1 {perms = array<i32: 1, 2, 0>} : (tensor<4x2x3xf32>) -> tensor<2x3x4xf32>
  return %0, %2 : tensor<4x2x3xf32>, tensor<2x3x4xf32>
}
