// Seed: tosa.clamp with nan_mode = IGNORE on f16 (a NaN input becomes min_val), symmetric bounds.
func.func @main(%a: tensor<8xf16>) -> tensor<8xf16> {
  %0 = tosa.clamp %a {min_val = -1.0 : f16, max_val = 1.0 : f16, nan_mode = IGNORE} : (tensor<8xf16>) -> tensor<8xf16>
  return %0 : tensor<8xf16>
}
