// truncf (maximumf x, 1e5 : f32) : f32 to f16 -> 65504.0 (the largest finite f16, as if narrowing saturated): 1e5 and above overflow to +Inf (and NaN x stays NaN): miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
func.func @src(%x: f32) -> f16 {
  %c = arith.constant 1.0e5 : f32
  %m = arith.maximumf %x, %c : f32
  %r = arith.truncf %m : f32 to f16
  return %r : f16
}
func.func @tgt(%x: f32) -> f16 {
  %r = arith.constant 65504.0 : f16
  return %r : f16
}
