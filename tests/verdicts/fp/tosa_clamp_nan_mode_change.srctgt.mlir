// tosa.clamp [-1, 1] PROPAGATE -> the same clamp with nan_mode = IGNORE: a NaN input now becomes -1.0 instead of NaN: miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
func.func @src(%a0: tensor<2xf32>) -> tensor<2xf32> {
  %0 = tosa.clamp %a0 {min_val = -1.0 : f32, max_val = 1.0 : f32} : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
func.func @tgt(%a0: tensor<2xf32>) -> tensor<2xf32> {
  %0 = tosa.clamp %a0 {min_val = -1.0 : f32, max_val = 1.0 : f32, nan_mode = IGNORE} : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
