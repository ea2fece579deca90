// tosa.slice start [1, 0] size [1, 2] of 2x3.
// PIPELINE: tosa-lowering
// EXPECT: correct
func.func @main(%a: tensor<2x3xf32>) -> tensor<1x2xf32> {
  %st = tosa.const_shape {values = dense<[1, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %sz = tosa.const_shape {values = dense<[1, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.slice %a, %st, %sz : (tensor<2x3xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x2xf32>
  return %0 : tensor<1x2xf32>
}
