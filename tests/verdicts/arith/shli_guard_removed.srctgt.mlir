// select(y ult 32, shli(x, y), 0) -> shli(x, y): for y >= 32 src yields 0 but tgt yields poison: miscompile at stage poison.
// VERDICT: miscompile
// CHECK-FAILED: poison
#id1 = affine_map<(d0) -> (d0)>
func.func @src(%a0: tensor<2xi32>, %a1: tensor<2xi32>) -> tensor<2xi32> {
  %e = tensor.empty() : tensor<2xi32>
  %r = linalg.generic {indexing_maps = [#id1, #id1, #id1], iterator_types = ["parallel"]} ins(%a0, %a1 : tensor<2xi32>, tensor<2xi32>) outs(%e : tensor<2xi32>) {
  ^bb0(%x0: i32, %x1: i32, %o: i32):
    %c = arith.constant 32 : i32
    %z = arith.constant 0 : i32
    %ok = arith.cmpi ult, %x1, %c : i32
    %s = arith.shli %x0, %x1 : i32
    %y = arith.select %ok, %s, %z : i32
    linalg.yield %y : i32
  } -> tensor<2xi32>
  return %r : tensor<2xi32>
}
func.func @tgt(%a0: tensor<2xi32>, %a1: tensor<2xi32>) -> tensor<2xi32> {
  %e = tensor.empty() : tensor<2xi32>
  %r = linalg.generic {indexing_maps = [#id1, #id1, #id1], iterator_types = ["parallel"]} ins(%a0, %a1 : tensor<2xi32>, tensor<2xi32>) outs(%e : tensor<2xi32>) {
  ^bb0(%x0: i32, %x1: i32, %o: i32):
    %y = arith.shli %x0, %x1 : i32
    linalg.yield %y : i32
  } -> tensor<2xi32>
  return %r : tensor<2xi32>
}
