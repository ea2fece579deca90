// ROW: tosa-to-linalg
// PASSES: --pass-pipeline=builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg))
// NOTE: tosa.mul (shift 0) tensor<16x64xf32> * tensor<16x1xf32> (row broadcast).

func.func @f(%a: tensor<16x64xf32>, %b: tensor<16x1xf32>) -> tensor<16x64xf32> {
  %s = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.mul %a, %b, %s : (tensor<16x64xf32>, tensor<16x1xf32>, tensor<1xi8>) -> tensor<16x64xf32>
  return %0 : tensor<16x64xf32>
}
