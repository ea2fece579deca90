// The either-sign freedom of arith.minnumf is only for (-0.0, +0.0): minnumf(+0.0, +0.0) is +0.0.
// tgt returns -0.0 for every pair of zeros: miscompile (at a = b = +0.0).
// VERDICT: miscompile
// CHECK-FAILED: value
func.func @src(%a: f32, %b: f32) -> f32 {
  %r = arith.minnumf %a, %b : f32
  return %r : f32
}
func.func @tgt(%a: f32, %b: f32) -> f32 {
  %z = arith.constant 0.0 : f32
  %za = arith.cmpf oeq, %a, %z : f32
  %zb = arith.cmpf oeq, %b, %z : f32
  %both = arith.andi %za, %zb : i1
  %nz = arith.constant -0.0 : f32
  %m = arith.minnumf %a, %b : f32
  %r = arith.select %both, %nz, %m : f32
  return %r : f32
}
