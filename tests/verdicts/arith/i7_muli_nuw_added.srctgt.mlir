// arith.muli x, 2 -> arith.muli x, 2 overflow<nuw> on i7: x = 64 (-64) doubles past 127 unsigned, poison in tgt only: miscompile at stage poison.
// VERDICT: miscompile
// CHECK-FAILED: poison
#id1 = affine_map<(d0) -> (d0)>
func.func @src(%a0: tensor<4xi7>) -> tensor<4xi7> {
  %e = tensor.empty() : tensor<4xi7>
  %r = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%a0 : tensor<4xi7>) outs(%e : tensor<4xi7>) {
  ^bb0(%x0: i7, %o: i7):
    %c = arith.constant 2 : i7
    %y = arith.muli %x0, %c : i7
    linalg.yield %y : i7
  } -> tensor<4xi7>
  return %r : tensor<4xi7>
}
func.func @tgt(%a0: tensor<4xi7>) -> tensor<4xi7> {
  %e = tensor.empty() : tensor<4xi7>
  %r = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%a0 : tensor<4xi7>) outs(%e : tensor<4xi7>) {
  ^bb0(%x0: i7, %o: i7):
    %c = arith.constant 2 : i7
    %y = arith.muli %x0, %c overflow<nuw> : i7
    linalg.yield %y : i7
  } -> tensor<4xi7>
  return %r : tensor<4xi7>
}
