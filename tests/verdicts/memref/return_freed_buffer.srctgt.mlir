// The target frees the buffer it returns (a deallocation placed before the return): returning a view
// of a block that is not live is UB, so tgt is less defined than src. Miscompile at stage ub.
// VERDICT: miscompile
// CHECK-FAILED: ub
func.func @src(%a: memref<2xf32>) -> memref<2xf32> {
  %m = memref.alloc() : memref<2xf32>
  memref.copy %a, %m : memref<2xf32> to memref<2xf32>
  return %m : memref<2xf32>
}
func.func @tgt(%a: memref<2xf32>) -> memref<2xf32> {
  %m = memref.alloc() : memref<2xf32>
  memref.copy %a, %m : memref<2xf32> to memref<2xf32>
  memref.dealloc %m : memref<2xf32>
  return %m : memref<2xf32>
}
