// arith.truncf (extf (extf h : f16 to f32) : f32 to f64) : f64 to f16 (one direct narrowing) -> h: the f64 value is an exact f16 value, so the direct rounding returns it: correct.
// VERDICT: correct
func.func @src(%x: f16) -> f16 {
  %a = arith.extf %x : f16 to f32
  %b = arith.extf %a : f32 to f64
  %y = arith.truncf %b : f64 to f16
  return %y : f16
}
func.func @tgt(%x: f16) -> f16 {
  return %x : f16
}
