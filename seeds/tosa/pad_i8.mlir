// Seed: tosa.pad on i8 with pad value -128 (rank 2, padding on three of the four sides).
func.func @main(%a: tensor<2x2xi8>) -> tensor<3x4xi8> {
  %p = tosa.const_shape {values = dense<[1, 0, 1, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %v = "tosa.const"() <{values = dense<-128> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.pad %a, %p, %v : (tensor<2x2xi8>, !tosa.shape<4>, tensor<1xi8>) -> tensor<3x4xi8>
  return %0 : tensor<3x4xi8>
}
