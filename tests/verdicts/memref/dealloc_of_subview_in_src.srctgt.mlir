// The other side of dealloc_of_subview: src already frees through a subview (undefined behaviour by
// the memref documentation), so src carries no obligation and any tgt refines it, here one that frees
// the alloc result instead. Correct.
// VERDICT: correct
func.func @src(%a: memref<4xf32>) -> f32 {
  %c1 = arith.constant 1 : index
  %m = memref.alloc() : memref<4xf32>
  memref.copy %a, %m : memref<4xf32> to memref<4xf32>
  %v = memref.load %m[%c1] : memref<4xf32>
  %s = memref.subview %m[0] [4] [1] : memref<4xf32> to memref<4xf32, strided<[1]>>
  memref.dealloc %s : memref<4xf32, strided<[1]>>
  return %v : f32
}
func.func @tgt(%a: memref<4xf32>) -> f32 {
  %c1 = arith.constant 1 : index
  %m = memref.alloc() : memref<4xf32>
  memref.copy %a, %m : memref<4xf32> to memref<4xf32>
  %v = memref.load %m[%c1] : memref<4xf32>
  memref.dealloc %m : memref<4xf32>
  return %v : f32
}
