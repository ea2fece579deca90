// tosa.slice start [1] size [2] lowered with offset 2 (off by one): miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
func.func @src(%a0: tensor<4xf32>) -> tensor<2xf32> {
  %st = tosa.const_shape {values = dense<[1]> : tensor<1xindex>} : () -> !tosa.shape<1>
  %sz = tosa.const_shape {values = dense<[2]> : tensor<1xindex>} : () -> !tosa.shape<1>
  %0 = tosa.slice %a0, %st, %sz : (tensor<4xf32>, !tosa.shape<1>, !tosa.shape<1>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
func.func @tgt(%a0: tensor<4xf32>) -> tensor<2xf32> {
  %0 = tensor.extract_slice %a0[2] [2] [1] : tensor<4xf32> to tensor<2xf32>
  return %0 : tensor<2xf32>
}
