// ROW: tosa-to-linalg
// PASSES: --pass-pipeline=builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg))
// NOTE: tosa.abs on tensor<16x64xf32>.
// BUG: abs_to_neg | math.absf | arith.negf
func.func @f(%a: tensor<16x64xf32>) -> tensor<16x64xf32> {
  %0 = tosa.abs %a : (tensor<16x64xf32>) -> tensor<16x64xf32>
  return %0 : tensor<16x64xf32>
}
