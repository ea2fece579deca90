// The same pair under --fp-policy=strict (the literal reading of the TOSA pseudo-code, no either-sign
// set): the lowering's zero differs from apply_max_s's own on some input, so the literal reading reports it,
// as it did before the either-sign rule became the default (issue 13, --fp-policy=spec).
// TV-ARGS: --fp-policy=strict
// VERDICT: miscompile
// tosa.clamp [0, 6] (ReLU6) -> maximumf(minimumf(x, 6), 0): TOSA apply_max_s(-0.0, 0.0) returns -0.0 (first operand on a tie) but maximumf gives +0.0: miscompile under a literal reading (flip to correct if tosa min/max are made signed-zero-insensitive).
#id1 = affine_map<(d0) -> (d0)>
func.func @src(%a0: tensor<2xf32>) -> tensor<2xf32> {
  %0 = tosa.clamp %a0 {min_val = 0.0 : f32, max_val = 6.0 : f32} : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
func.func @tgt(%a0: tensor<2xf32>) -> tensor<2xf32> {
  %e = tensor.empty() : tensor<2xf32>
  %r = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%a0 : tensor<2xf32>) outs(%e : tensor<2xf32>) {
  ^bb0(%x0: f32, %o: f32):
    %lo = arith.constant 0.0 : f32
    %hi = arith.constant 6.0 : f32
    %a = arith.minimumf %x0, %hi : f32
    %y = arith.maximumf %a, %lo : f32
    linalg.yield %y : f32
  } -> tensor<2xf32>
  return %r : tensor<2xf32>
}
