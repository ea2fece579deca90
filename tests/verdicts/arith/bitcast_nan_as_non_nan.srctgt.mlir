// bitcast x : f32 to i32 -> (cmpf uno x, x) ? 0x7f800000 : bitcast x: on a NaN tgt returns the bits of +Inf, which no NaN encoding is: miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
func.func @src(%x: f32) -> i32 {
  %i = arith.bitcast %x : f32 to i32
  return %i : i32
}
func.func @tgt(%x: f32) -> i32 {
  %q = arith.constant 2139095040 : i32
  %uno = arith.cmpf uno, %x, %x : f32
  %i = arith.bitcast %x : f32 to i32
  %r = arith.select %uno, %q, %i : i32
  return %r : i32
}
