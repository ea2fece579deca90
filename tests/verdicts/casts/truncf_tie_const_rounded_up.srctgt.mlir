// select(x == 1 + 2^-11, truncf x : f32 to f16, 0) -> select(x == 1 + 2^-11, 1 + 2^-10, 0): 1 + 2^-11 is a tie between 1.0 and 1 + 2^-10 and rounds to the even 1.0, not up: miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
func.func @src(%x: f32) -> f16 {
  %c = arith.constant 1.00048828125 : f32
  %z = arith.constant 0.0 : f16
  %t = arith.truncf %x : f32 to f16
  %eq = arith.cmpf oeq, %x, %c : f32
  %r = arith.select %eq, %t, %z : f16
  return %r : f16
}
func.func @tgt(%x: f32) -> f16 {
  %c = arith.constant 1.00048828125 : f32
  %up = arith.constant 1.0009765625 : f16
  %z = arith.constant 0.0 : f16
  %eq = arith.cmpf oeq, %x, %c : f32
  %r = arith.select %eq, %up, %z : f16
  return %r : f16
}
