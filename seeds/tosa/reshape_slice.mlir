// Seed: tosa.reshape (2x6 -> 3x4 -> 12) and tosa.slice of the middle (start [1,1], size [2,2]).
func.func @main(%a: tensor<2x6xf32>) -> (tensor<2x2xf32>, tensor<12xf32>) {
  %s34 = tosa.const_shape {values = dense<[3, 4]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %s12 = tosa.const_shape {values = dense<[12]> : tensor<1xindex>} : () -> !tosa.shape<1>
  %start = tosa.const_shape {values = dense<[1, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %size = tosa.const_shape {values = dense<[2, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.reshape %a, %s34 : (tensor<2x6xf32>, !tosa.shape<2>) -> tensor<3x4xf32>
  %1 = tosa.slice %0, %start, %size : (tensor<3x4xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x2xf32>
  %2 = tosa.reshape %0, %s12 : (tensor<3x4xf32>, !tosa.shape<1>) -> tensor<12xf32>
  return %1, %2 : tensor<2x2xf32>, tensor<12xf32>
}
