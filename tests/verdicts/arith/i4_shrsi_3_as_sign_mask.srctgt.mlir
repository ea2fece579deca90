// arith.shrsi x, 3 on i4 (shift by width - 1) -> select(x < 0, -1, 0): correct.
// VERDICT: correct
#id1 = affine_map<(d0) -> (d0)>
func.func @src(%a0: tensor<4xi4>) -> tensor<4xi4> {
  %e = tensor.empty() : tensor<4xi4>
  %r = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%a0 : tensor<4xi4>) outs(%e : tensor<4xi4>) {
  ^bb0(%x0: i4, %o: i4):
    %c = arith.constant 3 : i4
    %y = arith.shrsi %x0, %c : i4
    linalg.yield %y : i4
  } -> tensor<4xi4>
  return %r : tensor<4xi4>
}
func.func @tgt(%a0: tensor<4xi4>) -> tensor<4xi4> {
  %e = tensor.empty() : tensor<4xi4>
  %r = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%a0 : tensor<4xi4>) outs(%e : tensor<4xi4>) {
  ^bb0(%x0: i4, %o: i4):
    %z = arith.constant 0 : i4
    %m = arith.constant -1 : i4
    %n = arith.cmpi slt, %x0, %z : i4
    %y = arith.select %n, %m, %z : i4
    linalg.yield %y : i4
  } -> tensor<4xi4>
  return %r : tensor<4xi4>
}
