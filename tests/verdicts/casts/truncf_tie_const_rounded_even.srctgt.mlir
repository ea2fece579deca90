// select(x == 1 + 3*2^-11, truncf x : f32 to f16, 0) -> select(x == 1 + 3*2^-11, 1 + 2^-9, 0): the tie rounds to the even neighbour 1 + 2^-9 (up here): correct.
// VERDICT: correct
func.func @src(%x: f32) -> f16 {
  %c = arith.constant 1.00146484375 : f32
  %z = arith.constant 0.0 : f16
  %t = arith.truncf %x : f32 to f16
  %eq = arith.cmpf oeq, %x, %c : f32
  %r = arith.select %eq, %t, %z : f16
  return %r : f16
}
func.func @tgt(%x: f32) -> f16 {
  %c = arith.constant 1.00146484375 : f32
  %up = arith.constant 1.001953125 : f16
  %z = arith.constant 0.0 : f16
  %eq = arith.cmpf oeq, %x, %c : f32
  %r = arith.select %eq, %up, %z : f16
  return %r : f16
}
