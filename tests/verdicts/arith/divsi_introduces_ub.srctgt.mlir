// select(y == 0, 0, divsi(x, y)) -> divsi(x, y): tgt divides by zero where src did not (and divides INT_MIN by -1 likewise): miscompile at stage ub.
// VERDICT: miscompile
// CHECK-FAILED: ub
#id1 = affine_map<(d0) -> (d0)>
func.func @src(%a0: tensor<2xi32>, %a1: tensor<2xi32>) -> tensor<2xi32> {
  %e = tensor.empty() : tensor<2xi32>
  %r = linalg.generic {indexing_maps = [#id1, #id1, #id1], iterator_types = ["parallel"]} ins(%a0, %a1 : tensor<2xi32>, tensor<2xi32>) outs(%e : tensor<2xi32>) {
  ^bb0(%x0: i32, %x1: i32, %o: i32):
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %isz = arith.cmpi eq, %x1, %z : i32
    %d = arith.select %isz, %one, %x1 : i32
    %q = arith.divsi %x0, %d : i32
    %y = arith.select %isz, %z, %q : i32
    linalg.yield %y : i32
  } -> tensor<2xi32>
  return %r : tensor<2xi32>
}
func.func @tgt(%a0: tensor<2xi32>, %a1: tensor<2xi32>) -> tensor<2xi32> {
  %e = tensor.empty() : tensor<2xi32>
  %r = linalg.generic {indexing_maps = [#id1, #id1, #id1], iterator_types = ["parallel"]} ins(%a0, %a1 : tensor<2xi32>, tensor<2xi32>) outs(%e : tensor<2xi32>) {
  ^bb0(%x0: i32, %x1: i32, %o: i32):
    %y = arith.divsi %x0, %x1 : i32
    linalg.yield %y : i32
  } -> tensor<2xi32>
  return %r : tensor<2xi32>
}
