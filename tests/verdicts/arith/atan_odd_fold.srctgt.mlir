// math.atan(-x) -> -math.atan(x): true (atan is odd), but atan is an uninterpreted function whose facts (sign, zeros, NaN) cannot prove it: the validator answers inconclusive, never correct.
// VERDICT: inconclusive
func.func @src(%x: f32) -> f32 {
  %n = arith.negf %x : f32
  %r = math.atan %n : f32
  return %r : f32
}
func.func @tgt(%x: f32) -> f32 {
  %a = math.atan %x : f32
  %r = arith.negf %a : f32
  return %r : f32
}
