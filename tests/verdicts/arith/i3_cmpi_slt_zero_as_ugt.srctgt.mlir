// arith.cmpi slt, x, 0 -> arith.cmpi ugt, x, 3 on i3 (negative i3 values are 4..7 unsigned): correct.
// VERDICT: correct
#id1 = affine_map<(d0) -> (d0)>
func.func @src(%a0: tensor<4xi3>) -> tensor<4xi1> {
  %e = tensor.empty() : tensor<4xi1>
  %r = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%a0 : tensor<4xi3>) outs(%e : tensor<4xi1>) {
  ^bb0(%x0: i3, %o: i1):
    %z = arith.constant 0 : i3
    %y = arith.cmpi slt, %x0, %z : i3
    linalg.yield %y : i1
  } -> tensor<4xi1>
  return %r : tensor<4xi1>
}
func.func @tgt(%a0: tensor<4xi3>) -> tensor<4xi1> {
  %e = tensor.empty() : tensor<4xi1>
  %r = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%a0 : tensor<4xi3>) outs(%e : tensor<4xi1>) {
  ^bb0(%x0: i3, %o: i1):
    %c = arith.constant 3 : i3
    %y = arith.cmpi ugt, %x0, %c : i3
    linalg.yield %y : i1
  } -> tensor<4xi1>
  return %r : tensor<4xi1>
}
