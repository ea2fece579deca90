// A load after the buffer's dealloc (use after free) in tgt: UB where src has none. Miscompile.
// VERDICT: miscompile
// CHECK-FAILED: ub
func.func @src(%a: memref<2xf32>) -> f32 {
  %c1 = arith.constant 1 : index
  %m = memref.alloc() : memref<2xf32>
  memref.copy %a, %m : memref<2xf32> to memref<2xf32>
  %x = memref.load %m[%c1] : memref<2xf32>
  memref.dealloc %m : memref<2xf32>
  return %x : f32
}
func.func @tgt(%a: memref<2xf32>) -> f32 {
  %c1 = arith.constant 1 : index
  %m = memref.alloc() : memref<2xf32>
  memref.copy %a, %m : memref<2xf32> to memref<2xf32>
  memref.dealloc %m : memref<2xf32>
  %x = memref.load %m[%c1] : memref<2xf32>
  return %x : f32
}
