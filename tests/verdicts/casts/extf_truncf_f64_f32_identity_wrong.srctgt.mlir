// arith.extf (arith.truncf x : f64 to f32) : f32 to f64 -> x: f64 values with more than 24 significant bits, or beyond the f32 range, change: miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
func.func @src(%x: f64) -> f64 {
  %n = arith.truncf %x : f64 to f32
  %y = arith.extf %n : f32 to f64
  return %y : f64
}
func.func @tgt(%x: f64) -> f64 {
  return %x : f64
}
