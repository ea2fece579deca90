// ROW: tosa-to-linalg
// PASSES: --pass-pipeline=builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg))
// NOTE: tosa.reduce_sum over axis 1 of tensor<16x64xf32> -> fill 0.0 + linalg.reduce + expand_shape.
// BUG: init_value | 0\.000000e\+00 | 1.000000e+00
func.func @f(%a: tensor<16x64xf32>) -> tensor<16x1xf32> {
  %0 = tosa.reduce_sum %a {axis = 1 : i32} : (tensor<16x64xf32>) -> tensor<16x1xf32>
  return %0 : tensor<16x1xf32>
}
