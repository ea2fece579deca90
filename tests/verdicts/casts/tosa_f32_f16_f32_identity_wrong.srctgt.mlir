// tosa.cast f32 -> f16 -> f32 -> identity: narrowing rounds (0.1 becomes 0.0999755859375) and overflows (1e5 becomes Inf): miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
func.func @src(%a0: tensor<2xf32>) -> tensor<2xf32> {
  %0 = tosa.cast %a0 : (tensor<2xf32>) -> tensor<2xf16>
  %1 = tosa.cast %0 : (tensor<2xf16>) -> tensor<2xf32>
  return %1 : tensor<2xf32>
}
func.func @tgt(%a0: tensor<2xf32>) -> tensor<2xf32> {
  return %a0 : tensor<2xf32>
}
