// tosa.apply_scale DOUBLE_ROUND on i32 (apply_scale_32's double rounding: round +- 1 << 30 by the sign of the value when shift > 31) -> the real tosa-to-arith lowering: correct.
// VERDICT: correct
// ALLOW: timeout
// (symbolic 64-bit value * multiplier products: a query takes up to ~20 s of the 10 s-per-query budget's retries on an idle core; under load one may time out)
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
  %c1073741824_i64 = arith.constant 1073741824 : i64
  %c-1073741824_i64 = arith.constant -1073741824 : i64
  %8 = arith.cmpi sge, %arg0, %c0_i32 : i32
  %9 = arith.select %8, %c1073741824_i64, %c-1073741824_i64 : i64
  %10 = arith.addi %9, %7 : i64
  %11 = arith.cmpi sgt, %0, %c31_i32 : i32
  %12 = arith.select %11, %10, %7 : i64
  %13 = arith.shrsi %12, %4 : i64
  %14 = arith.trunci %13 : i64 to i32
  return %14 : i32
}
