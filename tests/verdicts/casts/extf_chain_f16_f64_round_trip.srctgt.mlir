// f16 -> f32 -> f64 -> f32 -> f16 through arith.extf/truncf -> identity: every step up is exact and every step down gets an exact value: correct (the three-level chain f16 < f32 < f64).
// VERDICT: correct
func.func @src(%x: f16) -> f16 {
  %a = arith.extf %x : f16 to f32
  %b = arith.extf %a : f32 to f64
  %c = arith.truncf %b : f64 to f32
  %d = arith.truncf %c : f32 to f16
  return %d : f16
}
func.func @tgt(%x: f16) -> f16 {
  return %x : f16
}
