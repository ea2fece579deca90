// arith.shrsi x, 2 -> arith.shrui x, 2 on i3 (shift by width - 1): -1 gives -1 signed but 1 unsigned: miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
#id1 = affine_map<(d0) -> (d0)>
func.func @src(%a0: tensor<4xi3>) -> tensor<4xi3> {
  %e = tensor.empty() : tensor<4xi3>
  %r = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%a0 : tensor<4xi3>) outs(%e : tensor<4xi3>) {
  ^bb0(%x0: i3, %o: i3):
    %c = arith.constant 2 : i3
    %y = arith.shrsi %x0, %c : i3
    linalg.yield %y : i3
  } -> tensor<4xi3>
  return %r : tensor<4xi3>
}
func.func @tgt(%a0: tensor<4xi3>) -> tensor<4xi3> {
  %e = tensor.empty() : tensor<4xi3>
  %r = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%a0 : tensor<4xi3>) outs(%e : tensor<4xi3>) {
  ^bb0(%x0: i3, %o: i3):
    %c = arith.constant 2 : i3
    %y = arith.shrui %x0, %c : i3
    linalg.yield %y : i3
  } -> tensor<4xi3>
  return %r : tensor<4xi3>
}
