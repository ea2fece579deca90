// tosa.cast i8 -> i1 lowered with arith.trunci (keeps bit 0): 2 becomes false instead of true: miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
#id1 = affine_map<(d0) -> (d0)>
func.func @src(%a0: tensor<2xi8>) -> tensor<2xi1> {
  %0 = tosa.cast %a0 : (tensor<2xi8>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}
func.func @tgt(%a0: tensor<2xi8>) -> tensor<2xi1> {
  %e = tensor.empty() : tensor<2xi1>
  %r = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%a0 : tensor<2xi8>) outs(%e : tensor<2xi1>) {
  ^bb0(%x0: i8, %o: i1):
    %y = arith.trunci %x0 : i8 to i1
    linalg.yield %y : i1
  } -> tensor<2xi1>
  return %r : tensor<2xi1>
}
