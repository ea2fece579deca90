// arith.subf x, y -> negf (subf y, x): for x = y = 1.0 the first is +0.0, the second -0.0: miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
// TV-ARGS: --timeout-ms=90000
// (The counterexample, a == b giving +0 vs -0, needs exact rounding facts: the exact check takes
// 15-60 s on a loaded 2-core machine.)
#id1 = affine_map<(d0) -> (d0)>
func.func @src(%a0: tensor<2xf32>, %a1: tensor<2xf32>) -> tensor<2xf32> {
  %e = tensor.empty() : tensor<2xf32>
  %r = linalg.generic {indexing_maps = [#id1, #id1, #id1], iterator_types = ["parallel"]} ins(%a0, %a1 : tensor<2xf32>, tensor<2xf32>) outs(%e : tensor<2xf32>) {
  ^bb0(%x0: f32, %x1: f32, %o: f32):
    %y = arith.subf %x0, %x1 : f32
    linalg.yield %y : f32
  } -> tensor<2xf32>
  return %r : tensor<2xf32>
}
func.func @tgt(%a0: tensor<2xf32>, %a1: tensor<2xf32>) -> tensor<2xf32> {
  %e = tensor.empty() : tensor<2xf32>
  %r = linalg.generic {indexing_maps = [#id1, #id1, #id1], iterator_types = ["parallel"]} ins(%a0, %a1 : tensor<2xf32>, tensor<2xf32>) outs(%e : tensor<2xf32>) {
  ^bb0(%x0: f32, %x1: f32, %o: f32):
    %s = arith.subf %x1, %x0 : f32
    %y = arith.negf %s : f32
    linalg.yield %y : f32
  } -> tensor<2xf32>
  return %r : tensor<2xf32>
}
