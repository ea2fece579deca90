// A load from a mutable global folded to its initializer: a miscompile. A
// public function can run after other code wrote the global, so its content
// on entry is unknown; only a fresh program's first call sees 1.5.
// VERDICT: miscompile
memref.global "private" @state : memref<2xf32> = dense<[1.5, -2.0]>
func.func @src() -> f32 {
  %c0 = arith.constant 0 : index
  %g = memref.get_global @state : memref<2xf32>
  %x = memref.load %g[%c0] : memref<2xf32>
  return %x : f32
}
func.func @tgt() -> f32 {
  %x = arith.constant 1.5 : f32
  return %x : f32
}
