// arith.remsi x, 3 -> x - (x divsi 3) * 3: correct.
// VERDICT: correct
// (integer remainder expansion: bit-vector division equivalence times out in both domains.)
#id1 = affine_map<(d0) -> (d0)>
func.func @src(%a0: tensor<2xi32>) -> tensor<2xi32> {
  %e = tensor.empty() : tensor<2xi32>
  %r = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%a0 : tensor<2xi32>) outs(%e : tensor<2xi32>) {
  ^bb0(%x0: i32, %o: i32):
    %c = arith.constant 3 : i32
    %y = arith.remsi %x0, %c : i32
    linalg.yield %y : i32
  } -> tensor<2xi32>
  return %r : tensor<2xi32>
}
func.func @tgt(%a0: tensor<2xi32>) -> tensor<2xi32> {
  %e = tensor.empty() : tensor<2xi32>
  %r = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%a0 : tensor<2xi32>) outs(%e : tensor<2xi32>) {
  ^bb0(%x0: i32, %o: i32):
    %c = arith.constant 3 : i32
    %q = arith.divsi %x0, %c : i32
    %m = arith.muli %q, %c : i32
    %y = arith.subi %x0, %m : i32
    linalg.yield %y : i32
  } -> tensor<2xi32>
  return %r : tensor<2xi32>
}
