// x -> arith.extsi (arith.trunci x : i8 to i2) : i2 to i8: loses every bit above the low two (x = 2 gives -2): miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
#id1 = affine_map<(d0) -> (d0)>
func.func @src(%a0: tensor<4xi8>) -> tensor<4xi8> {
  %e = tensor.empty() : tensor<4xi8>
  %r = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%a0 : tensor<4xi8>) outs(%e : tensor<4xi8>) {
  ^bb0(%x0: i8, %o: i8):
    linalg.yield %x0 : i8
  } -> tensor<4xi8>
  return %r : tensor<4xi8>
}
func.func @tgt(%a0: tensor<4xi8>) -> tensor<4xi8> {
  %e = tensor.empty() : tensor<4xi8>
  %r = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%a0 : tensor<4xi8>) outs(%e : tensor<4xi8>) {
  ^bb0(%x0: i8, %o: i8):
    %t = arith.trunci %x0 : i8 to i2
    %y = arith.extsi %t : i2 to i8
    linalg.yield %y : i8
  } -> tensor<4xi8>
  return %r : tensor<4xi8>
}
