// As bitcast_nan_payload_read under --fp-policy=strict: strict keeps literal zero signs only, a NaN still has every encoding: miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
// TV-ARGS: --fp-policy=strict
func.func @src(%x: f32) -> i32 {
  %z = arith.constant 0 : i32
  return %z : i32
}
func.func @tgt(%x: f32) -> i32 {
  %z = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %ord = arith.cmpf ord, %x, %x : f32
  %i = arith.bitcast %x : f32 to i32
  %p = arith.andi %i, %one : i32
  %r = arith.select %ord, %z, %p : i32
  return %r : i32
}
