// arith.extui x : i2 to i8 -> arith.extsi x : i2 to i8: x = -2 (0b10) extends to 2 unsigned, -2 signed: miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
#id1 = affine_map<(d0) -> (d0)>
func.func @src(%a0: tensor<4xi2>) -> tensor<4xi8> {
  %e = tensor.empty() : tensor<4xi8>
  %r = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%a0 : tensor<4xi2>) outs(%e : tensor<4xi8>) {
  ^bb0(%x0: i2, %o: i8):
    %y = arith.extui %x0 : i2 to i8
    linalg.yield %y : i8
  } -> tensor<4xi8>
  return %r : tensor<4xi8>
}
func.func @tgt(%a0: tensor<4xi2>) -> tensor<4xi8> {
  %e = tensor.empty() : tensor<4xi8>
  %r = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%a0 : tensor<4xi2>) outs(%e : tensor<4xi8>) {
  ^bb0(%x0: i2, %o: i8):
    %y = arith.extsi %x0 : i2 to i8
    linalg.yield %y : i8
  } -> tensor<4xi8>
  return %r : tensor<4xi8>
}
