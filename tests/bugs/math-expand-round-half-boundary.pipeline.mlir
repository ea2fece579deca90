// math-expand-ops (MLIR 22.1) expands math.round as trunc-by-integer-round-trip of x + copysign(0.5, x): for
// x = 0.49999997 (0x3effffff, the float just below 0.5) the sum rounds to 1.0, so math.round(0.49999997) gives
// 1.0 where round half away from zero (C roundf) gives 0.0 (and -1.0 for -0.49999997). math.roundeven's
// expansion starts from the same code and inherits it. Found once arith.bitcast had semantics: the expansion
// tests exponent bits.
// BUG: not yet reported upstream (docs/BUGS.md #29)
// BUGS-ENTRY: 29
// PIPELINE: builtin.module(func.func(math-expand-ops))
// EXPECT: miscompile
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%x : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %c = math.round %a : f32
    linalg.yield %c : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}
