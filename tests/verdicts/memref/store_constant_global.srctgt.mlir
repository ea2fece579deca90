// Writing into a constant global is UB: tgt stores into the global instead of a fresh buffer. Miscompile.
// VERDICT: miscompile
// CHECK-FAILED: ub
memref.global "private" constant @k : memref<2xf32> = dense<[1.0, 2.0]>
func.func @src(%v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %g = memref.get_global @k : memref<2xf32>
  %m = memref.alloc() : memref<2xf32>
  memref.copy %g, %m : memref<2xf32> to memref<2xf32>
  memref.store %v, %m[%c0] : memref<2xf32>
  %x = memref.load %m[%c0] : memref<2xf32>
  return %x : f32
}
func.func @tgt(%v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %g = memref.get_global @k : memref<2xf32>
  memref.store %v, %g[%c0] : memref<2xf32>
  %x = memref.load %g[%c0] : memref<2xf32>
  return %x : f32
}
