// cmpf olt x, 0.0 -> (cmpi slt (bitcast x), 0) and (cmpf one x, 0.0): the second test drops -0.0 and NaN, after which the sign bit is exactly x < 0: correct.
// VERDICT: correct
func.func @src(%x: f32) -> i1 {
  %z = arith.constant 0.0 : f32
  %r = arith.cmpf olt, %x, %z : f32
  return %r : i1
}
func.func @tgt(%x: f32) -> i1 {
  %i = arith.bitcast %x : f32 to i32
  %z = arith.constant 0 : i32
  %zf = arith.constant 0.0 : f32
  %s = arith.cmpi slt, %i, %z : i32
  %n = arith.cmpf one, %x, %zf : f32
  %r = arith.andi %s, %n : i1
  return %r : i1
}
