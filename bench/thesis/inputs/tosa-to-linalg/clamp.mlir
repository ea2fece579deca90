// ROW: tosa-to-linalg
// PASSES: --pass-pipeline=builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg))
// NOTE: tosa.clamp [0, 6] (relu6) on tensor<8x8x16xf32>.
// BUG: clamp_bound | 6\.000000e\+00 | 5.000000e+00
func.func @f(%a: tensor<8x8x16xf32>) -> tensor<8x8x16xf32> {
  %0 = tosa.clamp %a {min_val = 0.0 : f32, max_val = 6.0 : f32} : (tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
  return %0 : tensor<8x8x16xf32>
}
