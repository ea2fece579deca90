// two math.atan of the same value, added -> one atan added to itself (cse): correct.
// VERDICT: correct
func.func @src(%x: f32) -> f32 {
  %a = math.atan %x : f32
  %b = math.atan %x : f32
  %r = arith.addf %a, %b : f32
  return %r : f32
}
func.func @tgt(%x: f32) -> f32 {
  %a = math.atan %x : f32
  %r = arith.addf %a, %a : f32
  return %r : f32
}
