// bitcast x : f32 to i32 -> (cmpf uno x, x) ? 0x7fc00000 : bitcast x: src's NaN has some encoding, and the quiet NaN is one of them: correct.
// VERDICT: correct
func.func @src(%x: f32) -> i32 {
  %i = arith.bitcast %x : f32 to i32
  return %i : i32
}
func.func @tgt(%x: f32) -> i32 {
  %q = arith.constant 2143289344 : i32
  %uno = arith.cmpf uno, %x, %x : f32
  %i = arith.bitcast %x : f32 to i32
  %r = arith.select %uno, %q, %i : i32
  return %r : i32
}
