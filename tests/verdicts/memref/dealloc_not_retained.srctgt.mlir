// The same deallocation without the retain clause frees the returned buffer: tgt returns a dead block (UB).
// VERDICT: miscompile
// CHECK-FAILED: ub
func.func @src(%a: memref<2xf32>) -> memref<2xf32> {
  %m = memref.alloc() : memref<2xf32>
  memref.copy %a, %m : memref<2xf32> to memref<2xf32>
  return %m : memref<2xf32>
}
func.func @tgt(%a: memref<2xf32>) -> memref<2xf32> {
  %true = arith.constant true
  %m = memref.alloc() : memref<2xf32>
  memref.copy %a, %m : memref<2xf32> to memref<2xf32>
  %base, %off, %sz, %st = memref.extract_strided_metadata %m : memref<2xf32> -> memref<f32>, index, index, index
  bufferization.dealloc (%base : memref<f32>) if (%true)
  return %m : memref<2xf32>
}
