// An alloca scratch buffer replaced by a heap alloc freed before the return (as buffer promotion
// and its inverse do): the same values. Correct.
// VERDICT: correct
func.func @src(%a: memref<3xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %m = memref.alloca() : memref<3xf32>
  memref.copy %a, %m : memref<3xf32> to memref<3xf32>
  %x = memref.load %m[%c2] : memref<3xf32>
  %y = memref.load %m[%c0] : memref<3xf32>
  %s = arith.addf %x, %y : f32
  return %s : f32
}
func.func @tgt(%a: memref<3xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %m = memref.alloc() : memref<3xf32>
  memref.copy %a, %m : memref<3xf32> to memref<3xf32>
  %x = memref.load %m[%c2] : memref<3xf32>
  %y = memref.load %m[%c0] : memref<3xf32>
  memref.dealloc %m : memref<3xf32>
  %s = arith.addf %x, %y : f32
  return %s : f32
}
