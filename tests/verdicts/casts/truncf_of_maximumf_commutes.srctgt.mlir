// arith.truncf (maximumf x, y) : f32 to f16 -> maximumf (truncf x), (truncf y): rounding to nearest is monotone and keeps the sign of zeros, NaN propagates through both: correct; the abstract domain needs the monotone rounding-direction facts.
// VERDICT: correct
func.func @src(%x: f32, %y: f32) -> f16 {
  %m = arith.maximumf %x, %y : f32
  %r = arith.truncf %m : f32 to f16
  return %r : f16
}
func.func @tgt(%x: f32, %y: f32) -> f16 {
  %a = arith.truncf %x : f32 to f16
  %b = arith.truncf %y : f32 to f16
  %r = arith.maximumf %a, %b : f16
  return %r : f16
}
