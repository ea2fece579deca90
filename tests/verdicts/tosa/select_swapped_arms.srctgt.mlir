// tosa.select p, a, b lowered as select(p, b, a): miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
#id1 = affine_map<(d0) -> (d0)>
func.func @src(%p: tensor<2xi1>, %a0: tensor<2xf32>, %a1: tensor<2xf32>) -> tensor<2xf32> {
  %0 = tosa.select %p, %a0, %a1 : (tensor<2xi1>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
func.func @tgt(%p: tensor<2xi1>, %a0: tensor<2xf32>, %a1: tensor<2xf32>) -> tensor<2xf32> {
  %e = tensor.empty() : tensor<2xf32>
  %r = linalg.generic {indexing_maps = [#id1, #id1, #id1, #id1], iterator_types = ["parallel"]} ins(%p, %a0, %a1 : tensor<2xi1>, tensor<2xf32>, tensor<2xf32>) outs(%e : tensor<2xf32>) {
  ^bb0(%c: i1, %x0: f32, %x1: f32, %o: f32):
    %y = arith.select %c, %x1, %x0 : f32
    linalg.yield %y : f32
  } -> tensor<2xf32>
  return %r : tensor<2xf32>
}
