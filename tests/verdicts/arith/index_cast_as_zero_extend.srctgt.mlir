// index_cast (index_cast x : i32 to index) : index to i64 (sign-extending) -> extui x : i32 to i64: negative x differ: miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
#id1 = affine_map<(d0) -> (d0)>
func.func @src(%a0: tensor<2xi32>) -> tensor<2xi64> {
  %e = tensor.empty() : tensor<2xi64>
  %r = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%a0 : tensor<2xi32>) outs(%e : tensor<2xi64>) {
  ^bb0(%x0: i32, %o: i64):
    %i = arith.index_cast %x0 : i32 to index
    %y = arith.index_cast %i : index to i64
    linalg.yield %y : i64
  } -> tensor<2xi64>
  return %r : tensor<2xi64>
}
func.func @tgt(%a0: tensor<2xi32>) -> tensor<2xi64> {
  %e = tensor.empty() : tensor<2xi64>
  %r = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%a0 : tensor<2xi32>) outs(%e : tensor<2xi64>) {
  ^bb0(%x0: i32, %o: i64):
    %y = arith.extui %x0 : i32 to i64
    linalg.yield %y : i64
  } -> tensor<2xi64>
  return %r : tensor<2xi64>
}
