// ROW: tosa-to-linalg
// PASSES: --pass-pipeline=builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg))
// NOTE: tosa.reciprocal on tensor<32x32xf32> (1.0 / x).

func.func @f(%a: tensor<32x32xf32>) -> tensor<32x32xf32> {
  %0 = tosa.reciprocal %a : (tensor<32x32xf32>) -> tensor<32x32xf32>
  return %0 : tensor<32x32xf32>
}
