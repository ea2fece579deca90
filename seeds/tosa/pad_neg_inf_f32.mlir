// Seed: tosa.pad with -Inf padding (as used before a max pool) and with -0.0 padding, asymmetric amounts.
func.func @main(%a: tensor<2x3xf32>) -> (tensor<4x4xf32>, tensor<3x5xf32>) {
  %p1 = tosa.const_shape {values = dense<[1, 1, 0, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %p2 = tosa.const_shape {values = dense<[0, 1, 2, 0]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %ninf = "tosa.const"() <{values = dense<0xFF800000> : tensor<1xf32>}> : () -> tensor<1xf32>
  %nzero = "tosa.const"() <{values = dense<-0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.pad %a, %p1, %ninf : (tensor<2x3xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<4x4xf32>
  %1 = tosa.pad %a, %p2, %nzero : (tensor<2x3xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<3x5xf32>
  return %0, %1 : tensor<4x4xf32>, tensor<3x5xf32>
}
