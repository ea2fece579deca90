// tosa.clamp [0, 6] (ReLU6): the lowering returns +0.0 for -0.0 input (maximumf), TOSA apply_max_s(-0.0, 0.0) returns -0.0. Miscompile under a literal reading of the pseudo-code.
// PIPELINE: tosa-lowering
// EXPECT: miscompile
func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tosa.clamp %a {min_val = 0.0 : f32, max_val = 6.0 : f32} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
