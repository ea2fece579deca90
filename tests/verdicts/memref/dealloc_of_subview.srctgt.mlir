// tgt frees the allocation through a memref.subview of it instead of the alloc result. The memref
// documentation: dealloc must not be called on memrefs that alias an alloc'd memref (the results of
// view operations), so tgt has undefined behaviour where src has none. Miscompile at stage ub.
// VERDICT: miscompile
// CHECK-FAILED: ub
func.func @src(%a: memref<4xf32>) -> f32 {
  %c1 = arith.constant 1 : index
  %m = memref.alloc() : memref<4xf32>
  memref.copy %a, %m : memref<4xf32> to memref<4xf32>
  %v = memref.load %m[%c1] : memref<4xf32>
  memref.dealloc %m : memref<4xf32>
  return %v : f32
}
func.func @tgt(%a: memref<4xf32>) -> f32 {
  %c1 = arith.constant 1 : index
  %m = memref.alloc() : memref<4xf32>
  memref.copy %a, %m : memref<4xf32> to memref<4xf32>
  %v = memref.load %m[%c1] : memref<4xf32>
  %s = memref.subview %m[0] [4] [1] : memref<4xf32> to memref<4xf32, strided<[1]>>
  memref.dealloc %s : memref<4xf32, strided<[1]>>
  return %v : f32
}
