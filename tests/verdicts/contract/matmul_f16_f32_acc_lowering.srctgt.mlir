// tosa.matmul f16 x f16 -> f32 (out_t = fp32) -> fill +0.0 f32 + linalg.batch_matmul with f16 inputs and an f32 init (its body extends both operands to f32, multiplies and adds in f32), as TOSA's static_cast<out_t> then apply_mul_s/apply_add_s in fp32: correct.
// VERDICT: correct
func.func @src(%a: tensor<1x2x2xf16>, %b: tensor<1x2x2xf16>) -> tensor<1x2x2xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf16>}> : () -> tensor<1xf16>
  %0 = tosa.matmul %a, %b, %zp, %zp : (tensor<1x2x2xf16>, tensor<1x2x2xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x2x2xf32>
  return %0 : tensor<1x2x2xf32>
}
func.func @tgt(%a: tensor<1x2x2xf16>, %b: tensor<1x2x2xf16>) -> tensor<1x2x2xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x2x2xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
  %0 = linalg.batch_matmul ins(%a, %b : tensor<1x2x2xf16>, tensor<1x2x2xf16>) outs(%f : tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
  return %0 : tensor<1x2x2xf32>
}
