// linalg.generic sum of tensor<4xi4> in i4 -> sum in i8 of the sign-extended elements, then arith.trunci to i4: addition modulo 16 commutes with truncation, so the wrapped sums agree: correct.
// VERDICT: correct
#id1 = affine_map<(d0) -> (d0)>
#red = affine_map<(d0) -> ()>
func.func @src(%a0: tensor<4xi4>) -> tensor<i4> {
  %z = arith.constant 0 : i4
  %e = tensor.empty() : tensor<i4>
  %init = linalg.fill ins(%z : i4) outs(%e : tensor<i4>) -> tensor<i4>
  %r = linalg.generic {indexing_maps = [#id1, #red], iterator_types = ["reduction"]} ins(%a0 : tensor<4xi4>) outs(%init : tensor<i4>) {
  ^bb0(%x: i4, %acc: i4):
    %s = arith.addi %acc, %x : i4
    linalg.yield %s : i4
  } -> tensor<i4>
  return %r : tensor<i4>
}
func.func @tgt(%a0: tensor<4xi4>) -> tensor<i4> {
  %z = arith.constant 0 : i8
  %e = tensor.empty() : tensor<i8>
  %init = linalg.fill ins(%z : i8) outs(%e : tensor<i8>) -> tensor<i8>
  %w = linalg.generic {indexing_maps = [#id1, #red], iterator_types = ["reduction"]} ins(%a0 : tensor<4xi4>) outs(%init : tensor<i8>) {
  ^bb0(%x: i4, %acc: i8):
    %xw = arith.extsi %x : i4 to i8
    %s = arith.addi %acc, %xw : i8
    linalg.yield %s : i8
  } -> tensor<i8>
  %e4 = tensor.empty() : tensor<i4>
  %r = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%w : tensor<i8>) outs(%e4 : tensor<i4>) {
  ^bb0(%x: i8, %o: i4):
    %t = arith.trunci %x : i8 to i4
    linalg.yield %t : i4
  } -> tensor<i4>
  return %r : tensor<i4>
}
