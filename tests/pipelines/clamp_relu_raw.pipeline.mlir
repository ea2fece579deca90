// Expectation changed from miscompile (issue 13): TOSA 1.0 lets a zero result of this op have either sign (its
// precision requirements), so arith.maximumf's +0.0 is an allowed result; the first line describes the literal reading.
// tosa.clamp [0, 6] (ReLU6): the lowering returns +0.0 for -0.0 input (maximumf), TOSA apply_max_s(-0.0, 0.0) returns -0.0. Miscompile under a literal reading of the pseudo-code.
// PIPELINE: tosa-lowering
// EXPECT: correct
func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tosa.clamp %a {min_val = 0.0 : f32, max_val = 6.0 : f32} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
