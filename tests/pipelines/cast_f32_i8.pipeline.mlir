// tosa.cast f32 -> i8 after an IGNORE clamp to [-200, 200] (keeps NaN out of the float-to-int cast, whose NaN result is not pinned down).
// PIPELINE: tosa-lowering
// EXPECT: correct
func.func @main(%a: tensor<4xf32>) -> tensor<4xi8> {
  %0 = tosa.clamp %a {min_val = -200.0 : f32, max_val = 200.0 : f32, nan_mode = IGNORE} : (tensor<4xf32>) -> tensor<4xf32>
  %1 = tosa.cast %0 : (tensor<4xf32>) -> tensor<4xi8>
  return %1 : tensor<4xi8>
}
