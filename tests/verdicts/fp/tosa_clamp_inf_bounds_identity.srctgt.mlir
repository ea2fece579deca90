// tosa.clamp [-Inf, +Inf] -> the input: apply_max_s(x, -Inf) = x and apply_min_s(x, +Inf) = x for every x, NaN included: correct.
// VERDICT: correct
func.func @src(%a0: tensor<2xf32>) -> tensor<2xf32> {
  %0 = tosa.clamp %a0 {min_val = 0xFF800000 : f32, max_val = 0x7F800000 : f32} : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
func.func @tgt(%a0: tensor<2xf32>) -> tensor<2xf32> {
  return %a0 : tensor<2xf32>
}
