// tosa.logical_not -> arith.xori x, true: correct.
// VERDICT: correct
#id1 = affine_map<(d0) -> (d0)>
func.func @src(%a0: tensor<2xi1>) -> tensor<2xi1> {
  %0 = tosa.logical_not %a0 : (tensor<2xi1>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}
func.func @tgt(%a0: tensor<2xi1>) -> tensor<2xi1> {
  %e = tensor.empty() : tensor<2xi1>
  %r = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%a0 : tensor<2xi1>) outs(%e : tensor<2xi1>) {
  ^bb0(%x0: i1, %o: i1):
    %t = arith.constant true
    %y = arith.xori %x0, %t : i1
    linalg.yield %y : i1
  } -> tensor<2xi1>
  return %r : tensor<2xi1>
}
