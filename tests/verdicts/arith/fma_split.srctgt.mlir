// math.fma x, y, z -> (x * y) + z: two roundings instead of one: miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
// DOMAINS: abstract
// (The exact domain alone times out at 20 s on this pair: bit-blasted f32 multiply/add
// chains. The abstract run confirms its counterexample with an exact check seeded by the
// abstract model; docs/BENCHMARKS.md lists the exact-only timeouts.)
#id1 = affine_map<(d0) -> (d0)>
func.func @src(%a0: tensor<2xf32>, %a1: tensor<2xf32>, %a2: tensor<2xf32>) -> tensor<2xf32> {
  %e = tensor.empty() : tensor<2xf32>
  %r = linalg.generic {indexing_maps = [#id1, #id1, #id1, #id1], iterator_types = ["parallel"]} ins(%a0, %a1, %a2 : tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) outs(%e : tensor<2xf32>) {
  ^bb0(%x0: f32, %x1: f32, %x2: f32, %o: f32):
    %y = math.fma %x0, %x1, %x2 : f32
    linalg.yield %y : f32
  } -> tensor<2xf32>
  return %r : tensor<2xf32>
}
func.func @tgt(%a0: tensor<2xf32>, %a1: tensor<2xf32>, %a2: tensor<2xf32>) -> tensor<2xf32> {
  %e = tensor.empty() : tensor<2xf32>
  %r = linalg.generic {indexing_maps = [#id1, #id1, #id1, #id1], iterator_types = ["parallel"]} ins(%a0, %a1, %a2 : tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) outs(%e : tensor<2xf32>) {
  ^bb0(%x0: f32, %x1: f32, %x2: f32, %o: f32):
    %m = arith.mulf %x0, %x1 : f32
    %y = arith.addf %m, %x2 : f32
    linalg.yield %y : f32
  } -> tensor<2xf32>
  return %r : tensor<2xf32>
}
