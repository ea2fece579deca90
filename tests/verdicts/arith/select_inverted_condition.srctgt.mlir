// arith.select c, x, y -> arith.select (not c), y, x: correct.
// VERDICT: correct
#id1 = affine_map<(d0) -> (d0)>
func.func @src(%a0: tensor<2xi1>, %a1: tensor<2xf32>, %a2: tensor<2xf32>) -> tensor<2xf32> {
  %e = tensor.empty() : tensor<2xf32>
  %r = linalg.generic {indexing_maps = [#id1, #id1, #id1, #id1], iterator_types = ["parallel"]} ins(%a0, %a1, %a2 : tensor<2xi1>, tensor<2xf32>, tensor<2xf32>) outs(%e : tensor<2xf32>) {
  ^bb0(%x0: i1, %x1: f32, %x2: f32, %o: f32):
    %y = arith.select %x0, %x1, %x2 : f32
    linalg.yield %y : f32
  } -> tensor<2xf32>
  return %r : tensor<2xf32>
}
func.func @tgt(%a0: tensor<2xi1>, %a1: tensor<2xf32>, %a2: tensor<2xf32>) -> tensor<2xf32> {
  %e = tensor.empty() : tensor<2xf32>
  %r = linalg.generic {indexing_maps = [#id1, #id1, #id1, #id1], iterator_types = ["parallel"]} ins(%a0, %a1, %a2 : tensor<2xi1>, tensor<2xf32>, tensor<2xf32>) outs(%e : tensor<2xf32>) {
  ^bb0(%x0: i1, %x1: f32, %x2: f32, %o: f32):
    %t = arith.constant true
    %n = arith.xori %x0, %t : i1
    %y = arith.select %n, %x2, %x1 : f32
    linalg.yield %y : f32
  } -> tensor<2xf32>
  return %r : tensor<2xf32>
}
