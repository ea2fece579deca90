// ROW: tosa-to-linalg
// PASSES: --pass-pipeline=builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg))
// NOTE: tosa.reduce_sum over axis 0 of tensor<8x16x16xf32> (an outer-axis reduction).

func.func @f(%a: tensor<8x16x16xf32>) -> tensor<1x16x16xf32> {
  %0 = tosa.reduce_sum %a {axis = 0 : i32} : (tensor<8x16x16xf32>) -> tensor<1x16x16xf32>
  return %0 : tensor<1x16x16xf32>
}
