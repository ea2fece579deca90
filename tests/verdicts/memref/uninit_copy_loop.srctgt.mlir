// Copying an uninitialized buffer element by element (load/store loop) against memref.copy: a store of an
// uninitialized value stores poison, as the copy carries the flag; the argument buffer is unspecified either way: correct.
// VERDICT: correct
func.func @src(%b: memref<2xi32>) {
  %m = memref.alloc() : memref<2xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.for %i = %c0 to %c2 step %c1 {
    %v = memref.load %m[%i] : memref<2xi32>
    memref.store %v, %b[%i] : memref<2xi32>
  }
  memref.dealloc %m : memref<2xi32>
  return
}
func.func @tgt(%b: memref<2xi32>) {
  %m = memref.alloc() : memref<2xi32>
  memref.copy %m, %b : memref<2xi32> to memref<2xi32>
  memref.dealloc %m : memref<2xi32>
  return
}
