// Seed: tosa.clamp whose bounds are -fMAX/+fMAX (largest finite f32): infinities are clipped to finite values, unlike an identity.
func.func @main(%a: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %inf = "tosa.const"() <{values = dense<[0x7F800000, 0xFF800000, 0x7FC00000, 1.0]> : tensor<4xf32>}> : () -> tensor<4xf32>
  %0 = tosa.clamp %a {min_val = -3.40282347E+38 : f32, max_val = 3.40282347E+38 : f32} : (tensor<4xf32>) -> tensor<4xf32>
  %1 = tosa.clamp %inf {min_val = -3.40282347E+38 : f32, max_val = 3.40282347E+38 : f32, nan_mode = IGNORE} : (tensor<4xf32>) -> tensor<4xf32>
  return %0, %1 : tensor<4xf32>, tensor<4xf32>
}
