// math-expand-ops (MLIR 22.1) expands math.fma %a, %b, %c into arith.mulf then arith.addf, which rounds twice.
// math.fma has the semantics of llvm.fma (one rounding of a * b + c): for a = b = c = 48.4214821 (0x4241af99)
// the fused result is 2393.06152 (0x451590fc), the expansion gives 2393.06128 (0x451590fb).
// BUG: not yet reported upstream (docs/BUGS.md #33; campaign signatures 59811ea6f90c6a26 (camp1) and
// 57d02f59ea8e408f (campC), reduced by tvfuzz triage; confirmed by mlir-runner-22 with and without the pass)
// BUGS-ENTRY: 33
// PIPELINE: builtin.module(func.func(math-expand-ops))
// EXPECT: miscompile
func.func @main(%x: tensor<1xf32>) -> tensor<1xf32> {
  %e = tensor.empty() : tensor<1xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%x : tensor<1xf32>) outs(%e : tensor<1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %f = math.fma %a, %a, %a : f32
    linalg.yield %f : f32
  } -> tensor<1xf32>
  return %r : tensor<1xf32>
}
