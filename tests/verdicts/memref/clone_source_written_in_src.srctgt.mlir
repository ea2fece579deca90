// src clones its argument and then writes into the argument, which the clone's documentation makes
// undefined (the clone may alias its source): src carries no obligation, so a tgt that copies instead
// refines it. Correct.
// VERDICT: correct
func.func @src(%a: memref<2xf32>, %x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = bufferization.clone %a : memref<2xf32> to memref<2xf32>
  memref.store %x, %a[%c0] : memref<2xf32>
  %v = memref.load %m[%c1] : memref<2xf32>
  memref.dealloc %m : memref<2xf32>
  return %v : f32
}
func.func @tgt(%a: memref<2xf32>, %x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloc() : memref<2xf32>
  memref.copy %a, %m : memref<2xf32> to memref<2xf32>
  memref.store %x, %a[%c0] : memref<2xf32>
  %v = memref.load %m[%c1] : memref<2xf32>
  memref.dealloc %m : memref<2xf32>
  return %v : f32
}
