// tosa.reduce_max of [x0, x1] -> the reversed row: even under --fp-policy=reassoc max/min reductions keep their order, and TOSA's apply_max_s keeps the first operand on a tie, so [-0.0, +0.0] gives -0.0 vs +0.0: miscompile (literal reading of the pseudo-code, see tests/verdicts/README.md).
// VERDICT: miscompile
// CHECK-FAILED: value
// TV-ARGS: --fp-policy=reassoc
func.func @src(%a: tensor<2xf32>) -> tensor<1xf32> {
  %0 = tosa.reduce_max %a {axis = 0 : i32} : (tensor<2xf32>) -> tensor<1xf32>
  return %0 : tensor<1xf32>
}
func.func @tgt(%a: tensor<2xf32>) -> tensor<1xf32> {
  %rev = tosa.reverse %a {axis = 0 : i32} : (tensor<2xf32>) -> tensor<2xf32>
  %0 = tosa.reduce_max %rev {axis = 0 : i32} : (tensor<2xf32>) -> tensor<1xf32>
  return %0 : tensor<1xf32>
}
