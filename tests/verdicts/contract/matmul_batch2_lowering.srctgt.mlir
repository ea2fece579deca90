// tosa.matmul 2x2x3 @ 2x3x2 (f32, batch 2, zero points +0.0) -> fill +0.0 + linalg.batch_matmul (the tosa-to-linalg-named form): TOSA also starts at +0.0 and accumulates a*b in k order per batch: correct.
// VERDICT: correct
func.func @src(%a: tensor<2x2x3xf32>, %b: tensor<2x3x2xf32>) -> tensor<2x2x2xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.matmul %a, %b, %zp, %zp : (tensor<2x2x3xf32>, tensor<2x3x2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x2x2xf32>
  return %0 : tensor<2x2x2xf32>
}
func.func @tgt(%a: tensor<2x2x3xf32>, %b: tensor<2x3x2xf32>) -> tensor<2x2x2xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x2x2xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<2x2x2xf32>) -> tensor<2x2x2xf32>
  %0 = linalg.batch_matmul ins(%a, %b : tensor<2x2x3xf32>, tensor<2x3x2xf32>) outs(%f : tensor<2x2x2xf32>) -> tensor<2x2x2xf32>
  return %0 : tensor<2x2x2xf32>
}
