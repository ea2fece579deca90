// linalg.select -> generic { arith.select }: correct.
// VERDICT: correct
#id1 = affine_map<(d0) -> (d0)>
func.func @src(%p: tensor<2xi1>, %a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<2xf32> {
  %e = tensor.empty() : tensor<2xf32>
  %r = linalg.select ins(%p, %a, %b : tensor<2xi1>, tensor<2xf32>, tensor<2xf32>) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}
func.func @tgt(%p: tensor<2xi1>, %a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<2xf32> {
  %e = tensor.empty() : tensor<2xf32>
  %r = linalg.generic {indexing_maps = [#id1, #id1, #id1, #id1], iterator_types = ["parallel"]} ins(%p, %a, %b : tensor<2xi1>, tensor<2xf32>, tensor<2xf32>) outs(%e : tensor<2xf32>) {
  ^bb0(%c: i1, %x: f32, %y: f32, %o: f32):
    %v = arith.select %c, %x, %y : f32
    linalg.yield %v : f32
  } -> tensor<2xf32>
  return %r : tensor<2xf32>
}
