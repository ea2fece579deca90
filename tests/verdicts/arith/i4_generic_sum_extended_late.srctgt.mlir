// Sum of tensor<4xi4> in i8 (each element sign-extended first) -> sum in i4, sign-extended at the end: the i4 sum wraps (e.g. 7 + 7 + 0 + 0 = -2 in i4, 14 in i8): miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
#id1 = affine_map<(d0) -> (d0)>
#red = affine_map<(d0) -> ()>
func.func @src(%a0: tensor<4xi4>) -> tensor<i8> {
  %z = arith.constant 0 : i8
  %e = tensor.empty() : tensor<i8>
  %init = linalg.fill ins(%z : i8) outs(%e : tensor<i8>) -> tensor<i8>
  %r = linalg.generic {indexing_maps = [#id1, #red], iterator_types = ["reduction"]} ins(%a0 : tensor<4xi4>) outs(%init : tensor<i8>) {
  ^bb0(%x: i4, %acc: i8):
    %xw = arith.extsi %x : i4 to i8
    %s = arith.addi %acc, %xw : i8
    linalg.yield %s : i8
  } -> tensor<i8>
  return %r : tensor<i8>
}
func.func @tgt(%a0: tensor<4xi4>) -> tensor<i8> {
  %z = arith.constant 0 : i4
  %e = tensor.empty() : tensor<i4>
  %init = linalg.fill ins(%z : i4) outs(%e : tensor<i4>) -> tensor<i4>
  %s4 = linalg.generic {indexing_maps = [#id1, #red], iterator_types = ["reduction"]} ins(%a0 : tensor<4xi4>) outs(%init : tensor<i4>) {
  ^bb0(%x: i4, %acc: i4):
    %s = arith.addi %acc, %x : i4
    linalg.yield %s : i4
  } -> tensor<i4>
  %e8 = tensor.empty() : tensor<i8>
  %r = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%s4 : tensor<i4>) outs(%e8 : tensor<i8>) {
  ^bb0(%x: i4, %o: i8):
    %w = arith.extsi %x : i4 to i8
    linalg.yield %w : i8
  } -> tensor<i8>
  return %r : tensor<i8>
}
