// the fill + insert_slice form with the slice inserted at W offset 2 instead of 1: miscompile at stage value.
// VERDICT: miscompile
// CHECK-FAILED: value
func.func @src(%a: tensor<1x224x224x3xf32>) -> tensor<1x226x226x3xf32> {
  %p = tosa.const_shape {values = dense<[0, 0, 1, 1, 1, 1, 0, 0]> : tensor<8xindex>} : () -> !tosa.shape<8>
  %c = "tosa.const"() <{values = dense<0.5> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.pad %a, %p, %c : (tensor<1x224x224x3xf32>, !tosa.shape<8>, tensor<1xf32>) -> tensor<1x226x226x3xf32>
  return %0 : tensor<1x226x226x3xf32>
}
func.func @tgt(%arg0: tensor<1x224x224x3xf32>) -> tensor<1x226x226x3xf32> {
  %cst = arith.constant 5.000000e-01 : f32
  %0 = tensor.empty() : tensor<1x226x226x3xf32>
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x226x226x3xf32>) -> tensor<1x226x226x3xf32>
  %2 = tensor.insert_slice %arg0 into %1[0, 1, 2, 0] [1, 224, 224, 3] [1, 1, 1, 1] : tensor<1x224x224x3xf32> into tensor<1x226x226x3xf32>
  return %2 : tensor<1x226x226x3xf32>
}
