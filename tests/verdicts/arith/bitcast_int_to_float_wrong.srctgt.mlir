// bitcast i : i32 to f32 -> sitofp i: the bits are reinterpreted, not converted (1 is the smallest subnormal, not 1.0): miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
func.func @src(%i: i32) -> f32 {
  %f = arith.bitcast %i : i32 to f32
  return %f : f32
}
func.func @tgt(%i: i32) -> f32 {
  %f = arith.sitofp %i : i32 to f32
  return %f : f32
}
