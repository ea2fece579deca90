// tosa.maximum of two arguments: the lowering uses arith.maximumf, which returns +0.0 for max(-0.0, +0.0) while TOSA apply_max_s returns its first operand (-0.0) on ties. Miscompile under a literal reading of the pseudo-code; flip to correct if tosa min/max are treated as signed-zero-insensitive.
// PIPELINE: tosa-lowering
// EXPECT: miscompile
func.func @main(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tosa.maximum %a, %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
