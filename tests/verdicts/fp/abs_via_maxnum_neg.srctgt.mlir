// math.absf x -> maxnumf(x, -x): for x = -0.0, maxnumf(-0.0, +0.0) may return either zero (the arith documentation), so tgt may return -0.0 where absf gives +0.0: miscompile (tgt's either-sign result, resolved in the concrete replay).
// VERDICT: miscompile
// CHECK-FAILED: value
#id1 = affine_map<(d0) -> (d0)>
func.func @src(%a0: tensor<2xf32>) -> tensor<2xf32> {
  %e = tensor.empty() : tensor<2xf32>
  %r = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%a0 : tensor<2xf32>) outs(%e : tensor<2xf32>) {
  ^bb0(%x0: f32, %o: f32):
    %y = math.absf %x0 : f32
    linalg.yield %y : f32
  } -> tensor<2xf32>
  return %r : tensor<2xf32>
}
func.func @tgt(%a0: tensor<2xf32>) -> tensor<2xf32> {
  %e = tensor.empty() : tensor<2xf32>
  %r = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%a0 : tensor<2xf32>) outs(%e : tensor<2xf32>) {
  ^bb0(%x0: f32, %o: f32):
    %n = arith.negf %x0 : f32
    %y = arith.maxnumf %x0, %n : f32
    linalg.yield %y : f32
  } -> tensor<2xf32>
  return %r : tensor<2xf32>
}
