// arith.shli x, (y & 3) -> arith.shli x, y on i4: y = 4..15 is a shift >= the bit width, poison in tgt only: miscompile at stage poison.
// VERDICT: miscompile
// CHECK-FAILED: poison
#id1 = affine_map<(d0) -> (d0)>
func.func @src(%a0: tensor<4xi4>, %a1: tensor<4xi4>) -> tensor<4xi4> {
  %e = tensor.empty() : tensor<4xi4>
  %r = linalg.generic {indexing_maps = [#id1, #id1, #id1], iterator_types = ["parallel"]} ins(%a0, %a1 : tensor<4xi4>, tensor<4xi4>) outs(%e : tensor<4xi4>) {
  ^bb0(%x0: i4, %x1: i4, %o: i4):
    %c = arith.constant 3 : i4
    %s = arith.andi %x1, %c : i4
    %y = arith.shli %x0, %s : i4
    linalg.yield %y : i4
  } -> tensor<4xi4>
  return %r : tensor<4xi4>
}
func.func @tgt(%a0: tensor<4xi4>, %a1: tensor<4xi4>) -> tensor<4xi4> {
  %e = tensor.empty() : tensor<4xi4>
  %r = linalg.generic {indexing_maps = [#id1, #id1, #id1], iterator_types = ["parallel"]} ins(%a0, %a1 : tensor<4xi4>, tensor<4xi4>) outs(%e : tensor<4xi4>) {
  ^bb0(%x0: i4, %x1: i4, %o: i4):
    %y = arith.shli %x0, %x1 : i4
    linalg.yield %y : i4
  } -> tensor<4xi4>
  return %r : tensor<4xi4>
}
