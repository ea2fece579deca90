// divsi x, y guarded against y = -1 (negate instead) -> divsi x, y guarded only against 0: x = -4, y = -1 overflows i3 (UB) in tgt only: miscompile at stage ub.
// VERDICT: miscompile
// CHECK-FAILED: ub
#id1 = affine_map<(d0) -> (d0)>
func.func @src(%a0: tensor<4xi3>, %a1: tensor<4xi3>) -> tensor<4xi3> {
  %e = tensor.empty() : tensor<4xi3>
  %r = linalg.generic {indexing_maps = [#id1, #id1, #id1], iterator_types = ["parallel"]} ins(%a0, %a1 : tensor<4xi3>, tensor<4xi3>) outs(%e : tensor<4xi3>) {
  ^bb0(%x0: i3, %x1: i3, %o: i3):
    %z = arith.constant 0 : i3
    %one = arith.constant 1 : i3
    %m1 = arith.constant -1 : i3
    %isz = arith.cmpi eq, %x1, %z : i3
    %ism = arith.cmpi eq, %x1, %m1 : i3
    %bad = arith.ori %isz, %ism : i1
    %d = arith.select %bad, %one, %x1 : i3
    %q = arith.divsi %x0, %d : i3
    %n = arith.subi %z, %x0 : i3
    %q2 = arith.select %ism, %n, %q : i3
    %y = arith.select %isz, %z, %q2 : i3
    linalg.yield %y : i3
  } -> tensor<4xi3>
  return %r : tensor<4xi3>
}
func.func @tgt(%a0: tensor<4xi3>, %a1: tensor<4xi3>) -> tensor<4xi3> {
  %e = tensor.empty() : tensor<4xi3>
  %r = linalg.generic {indexing_maps = [#id1, #id1, #id1], iterator_types = ["parallel"]} ins(%a0, %a1 : tensor<4xi3>, tensor<4xi3>) outs(%e : tensor<4xi3>) {
  ^bb0(%x0: i3, %x1: i3, %o: i3):
    %z = arith.constant 0 : i3
    %one = arith.constant 1 : i3
    %isz = arith.cmpi eq, %x1, %z : i3
    %d = arith.select %isz, %one, %x1 : i3
    %q = arith.divsi %x0, %d : i3
    %y = arith.select %isz, %z, %q : i3
    linalg.yield %y : i3
  } -> tensor<4xi3>
  return %r : tensor<4xi3>
}
