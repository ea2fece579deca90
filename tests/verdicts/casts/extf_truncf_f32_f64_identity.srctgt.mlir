// arith.truncf (arith.extf x : f32 to f64) : f64 to f32 -> x: exact round trip: correct.
// VERDICT: correct
func.func @src(%x: f32) -> f32 {
  %w = arith.extf %x : f32 to f64
  %y = arith.truncf %w : f64 to f32
  return %y : f32
}
func.func @tgt(%x: f32) -> f32 {
  return %x : f32
}
