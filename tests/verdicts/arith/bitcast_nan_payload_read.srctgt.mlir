// 0 -> (cmpf ord x, x) ? 0 : (bitcast x) & 1: on a NaN tgt returns the low payload bit, which a NaN encoding may have set while src returns 0 for every input: miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
func.func @src(%x: f32) -> i32 {
  %z = arith.constant 0 : i32
  return %z : i32
}
func.func @tgt(%x: f32) -> i32 {
  %z = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %ord = arith.cmpf ord, %x, %x : f32
  %i = arith.bitcast %x : f32 to i32
  %p = arith.andi %i, %one : i32
  %r = arith.select %ord, %z, %p : i32
  return %r : i32
}
