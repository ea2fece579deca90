// tosa.reduce_sum axis 1 of 2x3 bf16: TOSA accumulates bf16 sums in fp32; the lowering extends each element, sums in f32 from +0.0 and truncates once.
// PIPELINE: tosa-lowering
// EXPECT: correct
func.func @main(%a: tensor<2x3xbf16>) -> tensor<2x1xbf16> {
  %0 = tosa.reduce_sum %a {axis = 1 : i32} : (tensor<2x3xbf16>) -> tensor<2x1xbf16>
  return %0 : tensor<2x1xbf16>
}
