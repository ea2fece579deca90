// arith.extf f16 -> f64 -> arith.extf f16 -> f32 -> f64 (splitting a widening): widening is exact, so both give the same f64 value: correct.
// VERDICT: correct
func.func @src(%x: f16) -> f64 {
  %y = arith.extf %x : f16 to f64
  return %y : f64
}
func.func @tgt(%x: f16) -> f64 {
  %a = arith.extf %x : f16 to f32
  %y = arith.extf %a : f32 to f64
  return %y : f64
}
