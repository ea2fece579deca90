// tosa.matmul lowered to linalg.batch_matmul accumulating straight into tensor.empty (the linalg.fill of +0.0 was dropped): the body reads the uninitialized init: the unspecified value reaches tgt's output: miscompile at stage poison (reading an uninitialized element makes the value poison, not UB).
// VERDICT: miscompile
// CHECK-FAILED: poison
func.func @src(%a: tensor<1x2x2xf32>, %b: tensor<1x2x2xf32>) -> tensor<1x2x2xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.matmul %a, %b, %zp, %zp : (tensor<1x2x2xf32>, tensor<1x2x2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2xf32>
  return %0 : tensor<1x2x2xf32>
}
func.func @tgt(%a: tensor<1x2x2xf32>, %b: tensor<1x2x2xf32>) -> tensor<1x2x2xf32> {
  %e = tensor.empty() : tensor<1x2x2xf32>
  %0 = linalg.batch_matmul ins(%a, %b : tensor<1x2x2xf32>, tensor<1x2x2xf32>) outs(%e : tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
  return %0 : tensor<1x2x2xf32>
}
