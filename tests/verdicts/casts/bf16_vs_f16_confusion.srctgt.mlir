// extf (truncf x : f32 to f16) -> extf (truncf x : f32 to bf16): f16 and bf16 round differently (1 + 2^-9 is exact in f16, not in bf16; 1e10 is Inf in f16, finite in bf16): miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
func.func @src(%x: f32) -> f32 {
  %h = arith.truncf %x : f32 to f16
  %y = arith.extf %h : f16 to f32
  return %y : f32
}
func.func @tgt(%x: f32) -> f32 {
  %b = arith.truncf %x : f32 to bf16
  %y = arith.extf %b : bf16 to f32
  return %y : f32
}
