// cmpf olt x, 0.0 -> cmpi slt (bitcast x), 0: the sign bit is set for -0.0 (olt says false) and for a NaN encoding with the sign set: miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
func.func @src(%x: f32) -> i1 {
  %z = arith.constant 0.0 : f32
  %r = arith.cmpf olt, %x, %z : f32
  return %r : i1
}
func.func @tgt(%x: f32) -> i1 {
  %i = arith.bitcast %x : f32 to i32
  %z = arith.constant 0 : i32
  %r = arith.cmpi slt, %i, %z : i32
  return %r : i1
}
