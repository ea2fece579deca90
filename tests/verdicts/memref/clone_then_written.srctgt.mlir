// tgt replaces an allocation and copy of the argument by bufferization.clone and then writes into the
// clone. The clone's documentation: an implementation may alias the result with the source, so
// mutating either after the clone is undefined behaviour; src (a fresh buffer) has none. Miscompile
// at stage ub.
// VERDICT: miscompile
// CHECK-FAILED: ub
func.func @src(%a: memref<2xf32>, %x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloc() : memref<2xf32>
  memref.copy %a, %m : memref<2xf32> to memref<2xf32>
  memref.store %x, %m[%c0] : memref<2xf32>
  %v = memref.load %m[%c1] : memref<2xf32>
  memref.dealloc %m : memref<2xf32>
  return %v : f32
}
func.func @tgt(%a: memref<2xf32>, %x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = bufferization.clone %a : memref<2xf32> to memref<2xf32>
  memref.store %x, %m[%c0] : memref<2xf32>
  %v = memref.load %m[%c1] : memref<2xf32>
  memref.dealloc %m : memref<2xf32>
  return %v : f32
}
