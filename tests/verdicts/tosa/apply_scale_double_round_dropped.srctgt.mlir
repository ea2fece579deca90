// tosa.apply_scale DOUBLE_ROUND lowered as SINGLE_ROUND (the real lowering of the SINGLE_ROUND op): for shift > 31 the extra +- 1 << 30 is missing: miscompile.
// VERDICT: miscompile
// TV-ARGS: --timeout-ms=60000
// CHECK-FAILED: value
func.func @src(%v: i32, %m: i32, %s: i8) -> i32 {
%0 = tosa.apply_scale %v, %m, %s {rounding_mode = DOUBLE_ROUND} : (i32, i32, i8) -> i32
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
