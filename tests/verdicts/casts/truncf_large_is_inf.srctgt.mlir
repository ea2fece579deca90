// truncf (maximumf x, 65520 : f32) : f32 to f16 -> select(isnan x, NaN, +Inf): 65520 is the midpoint above the largest f16 and ties away to +Inf, larger values overflow too: correct.
// VERDICT: correct
func.func @src(%x: f32) -> f16 {
  %c = arith.constant 65520.0 : f32
  %m = arith.maximumf %x, %c : f32
  %r = arith.truncf %m : f32 to f16
  return %r : f16
}
func.func @tgt(%x: f32) -> f16 {
  %inf = arith.constant 0x7C00 : f16
  %nan = arith.constant 0x7E00 : f16
  %isnan = arith.cmpf uno, %x, %x : f32
  %r = arith.select %isnan, %nan, %inf : f16
  return %r : f16
}
