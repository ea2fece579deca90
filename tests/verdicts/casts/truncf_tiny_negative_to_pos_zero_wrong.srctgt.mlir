// truncf (clamp x to [-1e-9, -1e-10]) : f32 to f16 -> +0.0: the values round to zero but keep their negative sign (-0.0): miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
func.func @src(%x: f32) -> f16 {
  %lo = arith.constant -1.0e-9 : f32
  %hi = arith.constant -1.0e-10 : f32
  %a = arith.maxnumf %x, %lo : f32
  %b = arith.minnumf %a, %hi : f32
  %r = arith.truncf %b : f32 to f16
  return %r : f16
}
func.func @tgt(%x: f32) -> f16 {
  %r = arith.constant 0.0 : f16
  return %r : f16
}
