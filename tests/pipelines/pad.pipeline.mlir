// tosa.pad [1, 0, 0, 0] with pad value -0.0 on 2x2 -> 3x2.
// PIPELINE: tosa-lowering
// EXPECT: correct
func.func @main(%a: tensor<2x2xf32>) -> tensor<3x2xf32> {
  %p = tosa.const_shape {values = dense<[1, 0, 0, 0]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %v = "tosa.const"() <{values = dense<-0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.pad %a, %p, %v : (tensor<2x2xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}
