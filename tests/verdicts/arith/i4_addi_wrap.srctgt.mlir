// arith.addi x, 1 on i4 -> arith.subi x, -1: both wrap 7 + 1 to -8 (two's complement): correct.
// VERDICT: correct
#id1 = affine_map<(d0) -> (d0)>
func.func @src(%a0: tensor<4xi4>) -> tensor<4xi4> {
  %e = tensor.empty() : tensor<4xi4>
  %r = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%a0 : tensor<4xi4>) outs(%e : tensor<4xi4>) {
  ^bb0(%x0: i4, %o: i4):
    %c = arith.constant 1 : i4
    %y = arith.addi %x0, %c : i4
    linalg.yield %y : i4
  } -> tensor<4xi4>
  return %r : tensor<4xi4>
}
func.func @tgt(%a0: tensor<4xi4>) -> tensor<4xi4> {
  %e = tensor.empty() : tensor<4xi4>
  %r = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%a0 : tensor<4xi4>) outs(%e : tensor<4xi4>) {
  ^bb0(%x0: i4, %o: i4):
    %c = arith.constant -1 : i4
    %y = arith.subi %x0, %c : i4
    linalg.yield %y : i4
  } -> tensor<4xi4>
  return %r : tensor<4xi4>
}
