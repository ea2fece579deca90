// arith.maxnumf(-0.0, +0.0) may return either zero (arith documentation), so src is a set there:
// a tgt that returns -0.0 for a pair of zeros of opposite signs (as llvm.maxnum on x86 may) refines
// it. Correct.
// VERDICT: correct
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
