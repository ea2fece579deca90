// The other side of clone_then_written: tgt replaces the allocation and copy by a clone that is only
// read and freed, which the clone's documentation allows (neither the source nor the result is
// mutated afterwards). Correct.
// VERDICT: correct
func.func @src(%a: memref<2xf32>) -> f32 {
  %c1 = arith.constant 1 : index
  %m = memref.alloc() : memref<2xf32>
  memref.copy %a, %m : memref<2xf32> to memref<2xf32>
  %v = memref.load %m[%c1] : memref<2xf32>
  memref.dealloc %m : memref<2xf32>
  return %v : f32
}
func.func @tgt(%a: memref<2xf32>) -> f32 {
  %c1 = arith.constant 1 : index
  %m = bufferization.clone %a : memref<2xf32> to memref<2xf32>
  %v = memref.load %m[%c1] : memref<2xf32>
  memref.dealloc %m : memref<2xf32>
  return %v : f32
}
