// tosa.greater_equal -> arith.cmpf oge: correct.
// VERDICT: correct
#id1 = affine_map<(d0) -> (d0)>
func.func @src(%a0: tensor<2xf32>, %a1: tensor<2xf32>) -> tensor<2xi1> {
  %0 = tosa.greater_equal %a0, %a1 : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}
func.func @tgt(%a0: tensor<2xf32>, %a1: tensor<2xf32>) -> tensor<2xi1> {
  %e = tensor.empty() : tensor<2xi1>
  %r = linalg.generic {indexing_maps = [#id1, #id1, #id1], iterator_types = ["parallel"]} ins(%a0, %a1 : tensor<2xf32>, tensor<2xf32>) outs(%e : tensor<2xi1>) {
  ^bb0(%x0: f32, %x1: f32, %o: i1):
    %y = arith.cmpf oge, %x0, %x1 : f32
    linalg.yield %y : i1
  } -> tensor<2xi1>
  return %r : tensor<2xi1>
}
