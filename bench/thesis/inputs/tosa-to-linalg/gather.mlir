// ROW: tosa-to-linalg
// PASSES: --pass-pipeline=builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg))
// NOTE: tosa.gather of tensor<1x64x16xf32> rows by tensor<1x32xi32> indices -> generic with tensor.extract.

func.func @f(%v: tensor<1x64x16xf32>, %i: tensor<1x32xi32>) -> tensor<1x32x16xf32> {
  %0 = tosa.gather %v, %i : (tensor<1x64x16xf32>, tensor<1x32xi32>) -> tensor<1x32x16xf32>
  return %0 : tensor<1x32x16xf32>
}
