// Under --fp-policy=strict arith.maxnumf orders -0.0 below +0.0 (IEEE 754-2019 maximumNumber), so
// the tgt of maxnumf_zero_either_sign, which returns -0.0 for (-0.0, +0.0), is reported.
// VERDICT: miscompile
// CHECK-FAILED: value
// TV-ARGS: --fp-policy=strict
func.func @src(%a: f32, %b: f32) -> f32 {
  %r = arith.maxnumf %a, %b : f32
  return %r : f32
}
func.func @tgt(%a: f32, %b: f32) -> f32 {
  %z = arith.constant 0.0 : f32
  %za = arith.cmpf oeq, %a, %z : f32
  %zb = arith.cmpf oeq, %b, %z : f32
  %both = arith.andi %za, %zb : i1
  %m = arith.maxnumf %a, %b : f32
  %lo = arith.minimumf %a, %b : f32
  %r = arith.select %both, %lo, %m : f32
  return %r : f32
}
