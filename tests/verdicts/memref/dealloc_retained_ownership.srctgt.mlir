// bufferization.dealloc with a retained memref that shares the block: the block is not freed, so the
// returned buffer stays readable; lowering to no dealloc at all is correct.
// VERDICT: correct
func.func @src(%a: memref<2xf32>) -> memref<2xf32> {
  %true = arith.constant true
  %m = memref.alloc() : memref<2xf32>
  memref.copy %a, %m : memref<2xf32> to memref<2xf32>
  %base, %off, %sz, %st = memref.extract_strided_metadata %m : memref<2xf32> -> memref<f32>, index, index, index
  %o = bufferization.dealloc (%base : memref<f32>) if (%true) retain (%m : memref<2xf32>)
  return %m : memref<2xf32>
}
func.func @tgt(%a: memref<2xf32>) -> memref<2xf32> {
  %m = memref.alloc() : memref<2xf32>
  memref.copy %a, %m : memref<2xf32> to memref<2xf32>
  return %m : memref<2xf32>
}
