// arith-expand (MLIR 22) rewrites arith.maximumf(a, b) as select(a ugt b, a, b) plus a NaN check on b.
// arith.maximumf orders -0.0 below +0.0, so maximumf(+0.0, -0.0) = +0.0, but the expansion compares
// +0.0 ugt -0.0 = false and returns b = -0.0. (arith.minimumf has the mirror problem.)
// BUG: not yet reported upstream (found by a one-hour tvfuzz campaign; see docs/BUGS.md)
// BUGS-ENTRY: 6
// PIPELINE: builtin.module(func.func(arith-expand))
// EXPECT: miscompile
func.func @main(%a: f32, %b: f32) -> f32 {
  %0 = arith.maximumf %a, %b : f32
  return %0 : f32
}
