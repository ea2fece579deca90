// tosa.tile [2, 1] of 1x3 -> 2x3.
// PIPELINE: tosa-lowering
// EXPECT: correct
func.func @main(%a: tensor<1x3xf32>) -> tensor<2x3xf32> {
  %m = tosa.const_shape {values = dense<[2, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.tile %a, %m : (tensor<1x3xf32>, !tosa.shape<2>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
