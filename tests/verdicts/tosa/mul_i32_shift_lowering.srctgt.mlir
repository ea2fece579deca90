// tosa.mul i32 with shift 1 -> sign-extend to i64, multiply, add the rounding bit 1, arithmetic shift right by 1, truncate (results outside i32 are unpredictable in TOSA): correct.
// VERDICT: correct
#id1 = affine_map<(d0) -> (d0)>
func.func @src(%a0: tensor<2xi32>, %a1: tensor<2xi32>) -> tensor<2xi32> {
  %s = "tosa.const"() <{values = dense<1> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.mul %a0, %a1, %s : (tensor<2xi32>, tensor<2xi32>, tensor<1xi8>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}
func.func @tgt(%a0: tensor<2xi32>, %a1: tensor<2xi32>) -> tensor<2xi32> {
  %e = tensor.empty() : tensor<2xi32>
  %r = linalg.generic {indexing_maps = [#id1, #id1, #id1], iterator_types = ["parallel"]} ins(%a0, %a1 : tensor<2xi32>, tensor<2xi32>) outs(%e : tensor<2xi32>) {
  ^bb0(%x0: i32, %x1: i32, %o: i32):
    %a = arith.extsi %x0 : i32 to i64
    %b = arith.extsi %x1 : i32 to i64
    %p = arith.muli %a, %b : i64
    %one = arith.constant 1 : i64
    %q = arith.addi %p, %one : i64
    %s = arith.shrsi %q, %one : i64
    %y = arith.trunci %s : i64 to i32
    linalg.yield %y : i32
  } -> tensor<2xi32>
  return %r : tensor<2xi32>
}
