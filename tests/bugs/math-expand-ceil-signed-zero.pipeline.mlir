// math-expand-ops (MLIR 22.1) expands math.ceil through an integer round trip and loses the sign of a zero
// result: math.ceil(-0.0) = -0.0 and math.ceil(-0.5) = -0.0 (IEEE roundToIntegralTowardPositive, C ceil), the
// expansion gives +0.0.
// BUG: not yet reported upstream (docs/BUGS.md #13; the most frequent signature of both one-hour campaigns,
// ce1102cab8d65248, reduced by tvfuzz triage to one tosa.ceil on f16 and confirmed by compiled execution)
// BUGS-ENTRY: 13
// PIPELINE: builtin.module(func.func(math-expand-ops))
// EXPECT: miscompile
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%x : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %c = math.ceil %a : f32
    linalg.yield %c : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}
