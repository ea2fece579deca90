// tosa.add on i4 (MLIR's tosa dialect accepts it, TOSA 1.0 does not: EXT-INT4 has i4 only for CONST, IDENTITY and convolution weights) -> arith.addi: the src has no TOSA semantics, so the pair is invalid input, not modelled.
// VERDICT: invalid-input
// SKIP-IDENTITY
#id1 = affine_map<(d0) -> (d0)>
func.func @src(%a0: tensor<4xi4>, %a1: tensor<4xi4>) -> tensor<4xi4> {
  %r = tosa.add %a0, %a1 : (tensor<4xi4>, tensor<4xi4>) -> tensor<4xi4>
  return %r : tensor<4xi4>
}
func.func @tgt(%a0: tensor<4xi4>, %a1: tensor<4xi4>) -> tensor<4xi4> {
  %e = tensor.empty() : tensor<4xi4>
  %r = linalg.generic {indexing_maps = [#id1, #id1, #id1], iterator_types = ["parallel"]} ins(%a0, %a1 : tensor<4xi4>, tensor<4xi4>) outs(%e : tensor<4xi4>) {
  ^bb0(%x0: i4, %x1: i4, %o: i4):
    %y = arith.addi %x0, %x1 : i4
    linalg.yield %y : i4
  } -> tensor<4xi4>
  return %r : tensor<4xi4>
}
