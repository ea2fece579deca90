// A second dealloc of the same buffer (double free) in tgt: UB. Miscompile at stage ub.
// VERDICT: miscompile
// CHECK-FAILED: ub
func.func @src(%a: memref<2xf32>) {
  %m = memref.alloc() : memref<2xf32>
  memref.copy %a, %m : memref<2xf32> to memref<2xf32>
  memref.dealloc %m : memref<2xf32>
  return
}
func.func @tgt(%a: memref<2xf32>) {
  %m = memref.alloc() : memref<2xf32>
  memref.copy %a, %m : memref<2xf32> to memref<2xf32>
  memref.dealloc %m : memref<2xf32>
  memref.dealloc %m : memref<2xf32>
  return
}
