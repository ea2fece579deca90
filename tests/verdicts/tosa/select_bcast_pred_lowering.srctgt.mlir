// tosa.select with a broadcast predicate tensor<1xi1> -> generic reading the predicate through (d0)->(0): correct.
// VERDICT: correct
#id1 = affine_map<(d0) -> (d0)>
#z1 = affine_map<(d0) -> (0)>
func.func @src(%p: tensor<1xi1>, %a0: tensor<2xf32>, %a1: tensor<2xf32>) -> tensor<2xf32> {
  %0 = tosa.select %p, %a0, %a1 : (tensor<1xi1>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
func.func @tgt(%p: tensor<1xi1>, %a0: tensor<2xf32>, %a1: tensor<2xf32>) -> tensor<2xf32> {
  %e = tensor.empty() : tensor<2xf32>
  %r = linalg.generic {indexing_maps = [#z1, #id1, #id1, #id1], iterator_types = ["parallel"]} ins(%p, %a0, %a1 : tensor<1xi1>, tensor<2xf32>, tensor<2xf32>) outs(%e : tensor<2xf32>) {
  ^bb0(%c: i1, %x0: f32, %x1: f32, %o: f32):
    %y = arith.select %c, %x0, %x1 : f32
    linalg.yield %y : f32
  } -> tensor<2xf32>
  return %r : tensor<2xf32>
}
