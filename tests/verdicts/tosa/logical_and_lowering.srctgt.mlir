// tosa.logical_and -> arith.andi on i1: correct.
// VERDICT: correct
#id1 = affine_map<(d0) -> (d0)>
func.func @src(%a0: tensor<2xi1>, %a1: tensor<2xi1>) -> tensor<2xi1> {
  %0 = tosa.logical_and %a0, %a1 : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}
func.func @tgt(%a0: tensor<2xi1>, %a1: tensor<2xi1>) -> tensor<2xi1> {
  %e = tensor.empty() : tensor<2xi1>
  %r = linalg.generic {indexing_maps = [#id1, #id1, #id1], iterator_types = ["parallel"]} ins(%a0, %a1 : tensor<2xi1>, tensor<2xi1>) outs(%e : tensor<2xi1>) {
  ^bb0(%x0: i1, %x1: i1, %o: i1):
    %y = arith.andi %x0, %x1 : i1
    linalg.yield %y : i1
  } -> tensor<2xi1>
  return %r : tensor<2xi1>
}
