// (bitcast x) xor (bitcast x) -> 0: one value has one encoding, so two bitcasts of x agree even when x is a NaN: correct.
// VERDICT: correct
func.func @src(%x: f32) -> i32 {
  %i = arith.bitcast %x : f32 to i32
  %j = arith.bitcast %x : f32 to i32
  %r = arith.xori %i, %j : i32
  return %r : i32
}
func.func @tgt(%x: f32) -> i32 {
  %z = arith.constant 0 : i32
  return %z : i32
}
