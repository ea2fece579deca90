// tosa.add on i2 (MLIR's tosa dialect accepts it; TOSA 1.0 has no i2 type) -> arith.addi: invalid input, not modelled.
// VERDICT: invalid-input
// SKIP-IDENTITY
#id1 = affine_map<(d0) -> (d0)>
func.func @src(%a0: tensor<4xi2>, %a1: tensor<4xi2>) -> tensor<4xi2> {
  %r = tosa.add %a0, %a1 : (tensor<4xi2>, tensor<4xi2>) -> tensor<4xi2>
  return %r : tensor<4xi2>
}
func.func @tgt(%a0: tensor<4xi2>, %a1: tensor<4xi2>) -> tensor<4xi2> {
  %e = tensor.empty() : tensor<4xi2>
  %r = linalg.generic {indexing_maps = [#id1, #id1, #id1], iterator_types = ["parallel"]} ins(%a0, %a1 : tensor<4xi2>, tensor<4xi2>) outs(%e : tensor<4xi2>) {
  ^bb0(%x0: i2, %x1: i2, %o: i2):
    %y = arith.addi %x0, %x1 : i2
    linalg.yield %y : i2
  } -> tensor<4xi2>
  return %r : tensor<4xi2>
}
