// bitcast (bitcast i : i32 to f32) : f32 to i32 -> i (the canonicalizer's fold): src may give any NaN encoding when i encodes a NaN, and i is one of them: correct.
// VERDICT: correct
func.func @src(%i: i32) -> i32 {
  %f = arith.bitcast %i : i32 to f32
  %r = arith.bitcast %f : f32 to i32
  return %r : i32
}
func.func @tgt(%i: i32) -> i32 {
  return %i : i32
}
