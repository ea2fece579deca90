// ROW: tosa-to-linalg
// PASSES: --pass-pipeline=builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg))
// NOTE: tosa.matmul 1x16x32 * 1x32x16 (the TOSA 1.0 replacement of the thesis fully_connected test) -> fill + linalg.batch_matmul.

func.func @f(%a: tensor<1x16x32xf32>, %b: tensor<1x32x16xf32>) -> tensor<1x16x16xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.matmul %a, %b, %zp, %zp : (tensor<1x16x32xf32>, tensor<1x32x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x16xf32>
  return %0 : tensor<1x16x16xf32>
}
