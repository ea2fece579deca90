// tosa.apply_scale (i32 value, i32 multiplier, i8 shift, SINGLE_ROUND) -> the real tosa-to-arith{include-apply-rescale=true} output (64-bit multiply, + 1 << (shift - 1), arithmetic shift, truncate): correct for every value, any multiplier sign, shift 1..63 and an int32 result.
// VERDICT: correct
// ALLOW: timeout
// (symbolic 64-bit value * multiplier products: a query takes up to ~20 s of the 10 s-per-query budget's retries on an idle core; under load one may time out)
func.func @src(%v: i32, %m: i32, %s: i8) -> i32 {
%0 = tosa.apply_scale %v, %m, %s {rounding_mode = SINGLE_ROUND} : (i32, i32, i8) -> i32
return %0 : i32
}
func.func @tgt(%arg0: i32, %arg1: i32, %arg2: i8) -> i32 {
  %c0_i32 = arith.constant 0 : i32
  %c1_i64 = arith.constant 1 : i64
  %c31_i32 = arith.constant 31 : i32
  %0 = arith.extui %arg2 : i8 to i32
  %1 = arith.extsi %arg0 : i32 to i64
  %2 = arith.extsi %arg1 : i32 to i64
  %3 = arith.muli %1, %2 : i64
  %4 = arith.extui %0 : i32 to i64
  %5 = arith.shli %c1_i64, %4 : i64
  %6 = arith.shrui %5, %c1_i64 : i64
  %7 = arith.addi %3, %6 : i64
  %8 = arith.shrsi %7, %4 : i64
  %9 = arith.trunci %8 : i64 to i32
  return %9 : i32
}
