// tosa.clamp [-fMAX, +fMAX] -> the input: +-Inf must be clipped to +-fMAX (3.40282347E+38), the identity keeps them: miscompile (infinities vs the largest finite value).
// VERDICT: miscompile
// CHECK-FAILED: value
func.func @src(%a0: tensor<2xf32>) -> tensor<2xf32> {
  %0 = tosa.clamp %a0 {min_val = -3.40282347E+38 : f32, max_val = 3.40282347E+38 : f32} : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
func.func @tgt(%a0: tensor<2xf32>) -> tensor<2xf32> {
  return %a0 : tensor<2xf32>
}
