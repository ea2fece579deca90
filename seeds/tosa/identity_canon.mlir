// Seed: canonicalization fodder: tosa.identity, transpose-of-transpose, reshape-of-reshape, add of a zero constant.
func.func @main(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %z = "tosa.const"() <{values = dense<0.0> : tensor<2x3xf32>}> : () -> tensor<2x3xf32>
  %s6 = tosa.const_shape {values = dense<[6]> : tensor<1xindex>} : () -> !tosa.shape<1>
  %s23 = tosa.const_shape {values = dense<[2, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.identity %a : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %1 = tosa.transpose %0 {perms = array<i32: 1, 0>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %2 = tosa.transpose %1 {perms = array<i32: 1, 0>} : (tensor<3x2xf32>) -> tensor<2x3xf32>
  %3 = tosa.reshape %2, %s6 : (tensor<2x3xf32>, !tosa.shape<1>) -> tensor<6xf32>
  %4 = tosa.reshape %3, %s23 : (tensor<6xf32>, !tosa.shape<2>) -> tensor<2x3xf32>
  %5 = tosa.add %4, %z : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %5 : tensor<2x3xf32>
}
