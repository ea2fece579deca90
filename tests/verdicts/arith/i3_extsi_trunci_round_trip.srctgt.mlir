// arith.trunci (arith.extsi x : i3 to i8) : i8 to i3 -> x: truncation undoes sign extension: correct.
// VERDICT: correct
#id1 = affine_map<(d0) -> (d0)>
func.func @src(%a0: tensor<4xi3>) -> tensor<4xi3> {
  %e = tensor.empty() : tensor<4xi3>
  %r = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%a0 : tensor<4xi3>) outs(%e : tensor<4xi3>) {
  ^bb0(%x0: i3, %o: i3):
    %w = arith.extsi %x0 : i3 to i8
    %y = arith.trunci %w : i8 to i3
    linalg.yield %y : i3
  } -> tensor<4xi3>
  return %r : tensor<4xi3>
}
func.func @tgt(%a0: tensor<4xi3>) -> tensor<4xi3> {
  %e = tensor.empty() : tensor<4xi3>
  %r = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%a0 : tensor<4xi3>) outs(%e : tensor<4xi3>) {
  ^bb0(%x0: i3, %o: i3):
    linalg.yield %x0 : i3
  } -> tensor<4xi3>
  return %r : tensor<4xi3>
}
