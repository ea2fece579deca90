// math.atan(x) replaced by math.absf(math.atan(x)): atan keeps the sign of x (atan(-0) = -0, atan(-1) < 0): miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
func.func @src(%x: f32) -> f32 {
  %r = math.atan %x : f32
  return %r : f32
}
func.func @tgt(%x: f32) -> f32 {
  %a = math.atan %x : f32
  %r = math.absf %a : f32
  return %r : f32
}
