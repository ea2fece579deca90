// truncf (clamp x to [-1e-9, -1e-10]) : f32 to f16 -> -0.0: every value there is below half the smallest f16 subnormal (2^-25) and rounds to zero keeping its sign (NaN x is clamped away by maxnumf/minnumf): correct.
// VERDICT: correct
func.func @src(%x: f32) -> f16 {
  %lo = arith.constant -1.0e-9 : f32
  %hi = arith.constant -1.0e-10 : f32
  %a = arith.maxnumf %x, %lo : f32
  %b = arith.minnumf %a, %hi : f32
  %r = arith.truncf %b : f32 to f16
  return %r : f16
}
func.func @tgt(%x: f32) -> f16 {
  %r = arith.constant -0.0 : f16
  return %r : f16
}
