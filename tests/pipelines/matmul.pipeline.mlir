// tosa.matmul 1x2x2 @ 1x2x2 f32 (fill +0.0 + batch_matmul, same accumulation order as TOSA).
// PIPELINE: tosa-lowering
// EXPECT: correct
func.func @main(%a: tensor<1x2x2xf32>, %b: tensor<1x2x2xf32>) -> tensor<1x2x2xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.matmul %a, %b, %zp, %zp : (tensor<1x2x2xf32>, tensor<1x2x2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2xf32>
  return %0 : tensor<1x2x2xf32>
}
