// tosa.pad [1, 0] lowered with low 0 / high 1 (amounts swapped): every element moves: miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
func.func @src(%a0: tensor<2xf32>) -> tensor<3xf32> {
  %p = tosa.const_shape {values = dense<[1, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %v = "tosa.const"() <{values = dense<-0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.pad %a0, %p, %v : (tensor<2xf32>, !tosa.shape<2>, tensor<1xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}
func.func @tgt(%a0: tensor<2xf32>) -> tensor<3xf32> {
  %cst = arith.constant -0.0 : f32
  %l = arith.constant 0 : index
  %h = arith.constant 1 : index
  %0 = tensor.pad %a0 low[%l] high[%h] {
  ^bb0(%i: index):
    tensor.yield %cst : f32
  } : tensor<2xf32> to tensor<3xf32>
  return %0 : tensor<3xf32>
}
