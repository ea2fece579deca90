// tosa.maximum IGNORE a, b -> tosa.maximum IGNORE b, a: with apply_max_s returning the first operand on ties, max(-0.0, +0.0) and max(+0.0, -0.0) differ in the sign of zero: miscompile under a literal reading of the pseudo-code (correct if tosa min/max are made signed-zero-insensitive).
// VERDICT: miscompile
// CHECK-FAILED: value
func.func @src(%a0: tensor<2xf32>, %a1: tensor<2xf32>) -> tensor<2xf32> {
  %0 = tosa.maximum %a0, %a1 {nan_mode = IGNORE} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
func.func @tgt(%a0: tensor<2xf32>, %a1: tensor<2xf32>) -> tensor<2xf32> {
  %0 = tosa.maximum %a1, %a0 {nan_mode = IGNORE} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
