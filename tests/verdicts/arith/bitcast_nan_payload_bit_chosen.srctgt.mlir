// (bitcast x) & 1 -> (cmpf ord x, x) ? (bitcast x) & 1 : 1: on a NaN src's encoding may have its low payload bit set, so tgt's 1 is an allowed result (the quiet NaN, the witness, has it clear: only the quantified check proves it): correct.
// VERDICT: correct
func.func @src(%x: f32) -> i32 {
  %one = arith.constant 1 : i32
  %i = arith.bitcast %x : f32 to i32
  %r = arith.andi %i, %one : i32
  return %r : i32
}
func.func @tgt(%x: f32) -> i32 {
  %one = arith.constant 1 : i32
  %ord = arith.cmpf ord, %x, %x : f32
  %i = arith.bitcast %x : f32 to i32
  %p = arith.andi %i, %one : i32
  %r = arith.select %ord, %p, %one : i32
  return %r : i32
}
