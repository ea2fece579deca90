// Seed: single-use constants that tosa-layerwise-constant-fold folds (transpose of a const, reciprocal of a const with -0.0).
func.func @main(%a: tensor<3x2xf32>) -> (tensor<3x2xf32>, tensor<2x3xf32>) {
  %c = "tosa.const"() <{values = dense<[[1.0, 2.0, 3.0], [4.0, -0.0, 0x7F800000]]> : tensor<2x3xf32>}> : () -> tensor<2x3xf32>
  %d = "tosa.const"() <{values = dense<[[2.0, -0.0, 0.5], [0x00000001, 0x7F7FFFFF, -4.0]]> : tensor<2x3xf32>}> : () -> tensor<2x3xf32>
  %0 = tosa.transpose %c {perms = array<i32: 1, 0>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %1 = tosa.add %a, %0 : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
  %2 = tosa.reciprocal %d : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %1, %2 : tensor<3x2xf32>, tensor<2x3xf32>
}
