// tosa.matmul f32 with batch 2 (2x2x3 @ 2x3x2): fill +0.0 + linalg.batch_matmul, accumulating in k order per batch as TOSA.
// PIPELINE: tosa-lowering
// EXPECT: correct
func.func @main(%a: tensor<2x2x3xf32>, %b: tensor<2x3x2xf32>) -> tensor<2x2x2xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.matmul %a, %b, %zp, %zp : (tensor<2x2x3xf32>, tensor<2x3x2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x2x2xf32>
  return %0 : tensor<2x2x2xf32>
}
