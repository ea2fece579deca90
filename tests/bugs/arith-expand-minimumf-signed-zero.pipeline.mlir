// arith-expand (MLIR 22) rewrites arith.minimumf(a, b) as select(a ult b, a, b) plus a NaN check on b.
// arith.minimumf orders -0.0 below +0.0, so minimumf(-0.0, +0.0) = -0.0, but the expansion compares
// -0.0 ult +0.0 = false and returns b = +0.0. The mirror of the maximumf test (docs/BUGS.md #6; found
// again by campaign campB, triage signature 74db540711eaaa84).
// BUG: not yet reported upstream (docs/BUGS.md #6)
// BUGS-ENTRY: 6
// PIPELINE: builtin.module(func.func(arith-expand))
// EXPECT: miscompile
func.func @main(%a: f32, %b: f32) -> f32 {
  %0 = arith.minimumf %a, %b : f32
  return %0 : f32
}
