// tosa.negate on i32 -> sign-extend to i64, 0 - x, clamp to [INT_MIN, INT_MAX], truncate (the tosa-to-linalg form): correct.
// VERDICT: correct
#id1 = affine_map<(d0) -> (d0)>
func.func @src(%a0: tensor<2xi32>) -> tensor<2xi32> {
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %0 = tosa.negate %a0, %zp, %zp : (tensor<2xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}
func.func @tgt(%a0: tensor<2xi32>) -> tensor<2xi32> {
  %e = tensor.empty() : tensor<2xi32>
  %r = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%a0 : tensor<2xi32>) outs(%e : tensor<2xi32>) {
  ^bb0(%x0: i32, %o: i32):
    %z = arith.constant 0 : i64
    %w = arith.extsi %x0 : i32 to i64
    %d = arith.subi %z, %w : i64
    %lo = arith.constant -2147483648 : i64
    %hi = arith.constant 2147483647 : i64
    %c0 = arith.maxsi %lo, %d : i64
    %c1 = arith.minsi %hi, %c0 : i64
    %y = arith.trunci %c1 : i64 to i32
    linalg.yield %y : i32
  } -> tensor<2xi32>
  return %r : tensor<2xi32>
}
