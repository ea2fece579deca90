// tosa.pad of tensor<1x224x224x3xf32> by 1 in H and W with pad_const 0.5 -> tensor.pad (tosa-to-tensor, low/high as arith.constant index values): correct.
// VERDICT: correct
func.func @src(%a: tensor<1x224x224x3xf32>) -> tensor<1x226x226x3xf32> {
  %p = tosa.const_shape {values = dense<[0, 0, 1, 1, 1, 1, 0, 0]> : tensor<8xindex>} : () -> !tosa.shape<8>
  %c = "tosa.const"() <{values = dense<0.5> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.pad %a, %p, %c : (tensor<1x224x224x3xf32>, !tosa.shape<8>, tensor<1xf32>) -> tensor<1x226x226x3xf32>
  return %0 : tensor<1x226x226x3xf32>
}
func.func @tgt(%arg0: tensor<1x224x224x3xf32>) -> tensor<1x226x226x3xf32> {
  %0 = tosa.const_shape  {values = dense<[0, 0, 1, 1, 1, 1, 0, 0]> : tensor<8xindex>} : () -> !tosa.shape<8>
  %1 = "tosa.const"() <{values = dense<5.000000e-01> : tensor<1xf32>}> : () -> tensor<1xf32>
  %c0 = arith.constant 0 : index
  %cst = arith.constant 5.000000e-01 : f32
  %c0_0 = arith.constant 0 : index
  %c0_1 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c1_2 = arith.constant 1 : index
  %c1_3 = arith.constant 1 : index
  %c1_4 = arith.constant 1 : index
  %c0_5 = arith.constant 0 : index
  %c0_6 = arith.constant 0 : index
  %padded = tensor.pad %arg0 low[%c0_0, %c1, %c1_3, %c0_5] high[%c0_1, %c1_2, %c1_4, %c0_6] {
  ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
    tensor.yield %cst : f32
  } : tensor<1x224x224x3xf32> to tensor<1x226x226x3xf32>
  return %padded : tensor<1x226x226x3xf32>
}
