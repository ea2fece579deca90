// arith.shli x, 3 on i4 (shift by width - 1) -> arith.muli x, -8 (8 wraps to -8 in i4): correct.
// VERDICT: correct
#id1 = affine_map<(d0) -> (d0)>
func.func @src(%a0: tensor<4xi4>) -> tensor<4xi4> {
  %e = tensor.empty() : tensor<4xi4>
  %r = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%a0 : tensor<4xi4>) outs(%e : tensor<4xi4>) {
  ^bb0(%x0: i4, %o: i4):
    %c = arith.constant 3 : i4
    %y = arith.shli %x0, %c : i4
    linalg.yield %y : i4
  } -> tensor<4xi4>
  return %r : tensor<4xi4>
}
func.func @tgt(%a0: tensor<4xi4>) -> tensor<4xi4> {
  %e = tensor.empty() : tensor<4xi4>
  %r = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%a0 : tensor<4xi4>) outs(%e : tensor<4xi4>) {
  ^bb0(%x0: i4, %o: i4):
    %c = arith.constant -8 : i4
    %y = arith.muli %x0, %c : i4
    linalg.yield %y : i4
  } -> tensor<4xi4>
  return %r : tensor<4xi4>
}
