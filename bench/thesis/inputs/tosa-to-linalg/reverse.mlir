// ROW: tosa-to-linalg
// PASSES: --pass-pipeline=builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg))
// NOTE: tosa.reverse on axis 1 of tensor<16x64xf32> -> generic with linalg.index and tensor.extract.

func.func @f(%a: tensor<16x64xf32>) -> tensor<16x64xf32> {
  %0 = tosa.reverse %a {axis = 1 : i32} : (tensor<16x64xf32>) -> tensor<16x64xf32>
  return %0 : tensor<16x64xf32>
}
