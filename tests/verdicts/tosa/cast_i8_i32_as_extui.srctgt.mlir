// tosa.cast i8 -> i32 lowered with arith.extui: -1 becomes 255: miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
#id1 = affine_map<(d0) -> (d0)>
func.func @src(%a0: tensor<2xi8>) -> tensor<2xi32> {
  %0 = tosa.cast %a0 : (tensor<2xi8>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}
func.func @tgt(%a0: tensor<2xi8>) -> tensor<2xi32> {
  %e = tensor.empty() : tensor<2xi32>
  %r = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%a0 : tensor<2xi8>) outs(%e : tensor<2xi32>) {
  ^bb0(%x0: i8, %o: i32):
    %y = arith.extui %x0 : i8 to i32
    linalg.yield %y : i32
  } -> tensor<2xi32>
  return %r : tensor<2xi32>
}
