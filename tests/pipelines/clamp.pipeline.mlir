// tosa.clamp [-1, 1] nan_mode PROPAGATE (bounds without zeros).
// PIPELINE: tosa-lowering
// EXPECT: correct
func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tosa.clamp %a {min_val = -1.0 : f32, max_val = 1.0 : f32} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
