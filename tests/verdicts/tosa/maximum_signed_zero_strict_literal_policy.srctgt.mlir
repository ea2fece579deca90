// The same pair under --fp-policy=strict (the literal reading of the TOSA pseudo-code, no either-sign
// set): the lowering's zero differs from apply_max_s's own on some input, so the literal reading reports it,
// as it did before the either-sign rule became the default (issue 13, --fp-policy=spec).
// TV-ARGS: --fp-policy=strict
// VERDICT: miscompile
// tosa.maximum x, y -> arith.maximumf: TOSA apply_max_s returns the first operand on a tie (a >= b), so max(-0.0, +0.0) = -0.0, while maximumf gives +0.0: miscompile under a literal reading of the pseudo-code (flip to correct if tosa min/max are made signed-zero-insensitive).
#id1 = affine_map<(d0) -> (d0)>
func.func @src(%a0: tensor<2xf32>, %a1: tensor<2xf32>) -> tensor<2xf32> {
  %0 = tosa.maximum %a0, %a1 : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
func.func @tgt(%a0: tensor<2xf32>, %a1: tensor<2xf32>) -> tensor<2xf32> {
  %e = tensor.empty() : tensor<2xf32>
  %r = linalg.generic {indexing_maps = [#id1, #id1, #id1], iterator_types = ["parallel"]} ins(%a0, %a1 : tensor<2xf32>, tensor<2xf32>) outs(%e : tensor<2xf32>) {
  ^bb0(%x0: f32, %x1: f32, %o: f32):
    %y = arith.maximumf %x0, %x1 : f32
    linalg.yield %y : f32
  } -> tensor<2xf32>
  return %r : tensor<2xf32>
}
