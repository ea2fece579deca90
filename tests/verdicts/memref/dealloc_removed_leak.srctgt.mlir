// Dropping a dealloc (a leak) makes tgt more defined, never less: correct.
// VERDICT: correct
func.func @src(%a: memref<2xf32>, %b: memref<2xf32>) {
  %m = memref.alloc() : memref<2xf32>
  memref.copy %a, %m : memref<2xf32> to memref<2xf32>
  memref.copy %m, %b : memref<2xf32> to memref<2xf32>
  memref.dealloc %m : memref<2xf32>
  return
}
func.func @tgt(%a: memref<2xf32>, %b: memref<2xf32>) {
  %m = memref.alloc() : memref<2xf32>
  memref.copy %a, %m : memref<2xf32> to memref<2xf32>
  memref.copy %m, %b : memref<2xf32> to memref<2xf32>
  return
}
