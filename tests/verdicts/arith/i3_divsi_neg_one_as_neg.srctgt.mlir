// arith.divsi x, -1 -> arith.subi 0, x on i3: equal except at x = -4, where divsi overflows (UB in src): correct.
// VERDICT: correct
#id1 = affine_map<(d0) -> (d0)>
func.func @src(%a0: tensor<4xi3>) -> tensor<4xi3> {
  %e = tensor.empty() : tensor<4xi3>
  %r = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%a0 : tensor<4xi3>) outs(%e : tensor<4xi3>) {
  ^bb0(%x0: i3, %o: i3):
    %c = arith.constant -1 : i3
    %y = arith.divsi %x0, %c : i3
    linalg.yield %y : i3
  } -> tensor<4xi3>
  return %r : tensor<4xi3>
}
func.func @tgt(%a0: tensor<4xi3>) -> tensor<4xi3> {
  %e = tensor.empty() : tensor<4xi3>
  %r = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%a0 : tensor<4xi3>) outs(%e : tensor<4xi3>) {
  ^bb0(%x0: i3, %o: i3):
    %z = arith.constant 0 : i3
    %y = arith.subi %z, %x0 : i3
    linalg.yield %y : i3
  } -> tensor<4xi3>
  return %r : tensor<4xi3>
}
