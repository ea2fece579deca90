// cmpf oeq (arith.extf h : f16 to f32), 0.1 : f32 -> false: 0.1f (0x3dcccccd) is not an f16 value, so no widened f16 equals it: correct; the precise casts know the constant has nonzero offset bits while widened values have none.
// VERDICT: correct
func.func @src(%x: f16) -> i1 {
  %c = arith.constant 0.100000001 : f32
  %w = arith.extf %x : f16 to f32
  %r = arith.cmpf oeq, %w, %c : f32
  return %r : i1
}
func.func @tgt(%x: f16) -> i1 {
  %f = arith.constant false
  return %f : i1
}
