// tosa.reduce_sum of a one-element axis -> tosa.add of the input and a +0.0 constant (TOSA's fold is +0.0 + x): level 0 sees an uninterpreted step S(+0.0, x) against an add, level 1 the same add: correct at refinement level 1. (Checked under --fp-policy=strict: the default spec policy lets a TOSA dot product sum its terms in any order.)
// TV-ARGS: --fp-policy=strict
// VERDICT: correct
// LEVEL[abstract]: 1
// LEVEL[exact]: 2
func.func @src(%a: tensor<2x1xf32>) -> tensor<2x1xf32> {
  %0 = tosa.reduce_sum %a {axis = 1 : i32} : (tensor<2x1xf32>) -> tensor<2x1xf32>
  return %0 : tensor<2x1xf32>
}
func.func @tgt(%a: tensor<2x1xf32>) -> tensor<2x1xf32> {
  %z = "tosa.const"() <{values = dense<0.0> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
  %0 = tosa.add %a, %z : (tensor<2x1xf32>, tensor<1x1xf32>) -> tensor<2x1xf32>
  return %0 : tensor<2x1xf32>
}
