// arith.truncf x : f64 to f16 -> truncf (truncf x : f64 to f32) : f32 to f16: rounding twice is not rounding once (1 + 2^-11 + 2^-40 rounds up to 1 + 2^-10 directly, but via f32 it becomes the tie 1 + 2^-11, which rounds to even 1.0): miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
func.func @src(%x: f64) -> f16 {
  %r = arith.truncf %x : f64 to f16
  return %r : f16
}
func.func @tgt(%x: f64) -> f16 {
  %n = arith.truncf %x : f64 to f32
  %r = arith.truncf %n : f32 to f16
  return %r : f16
}
