// Seed: memref.subview and memref.copy: a 2x3 window of an argument copied into a new alloc, a rank-reducing column view of another argument read and written with memref.load / memref.store, the alloc returned.
func.func @main(%a: memref<4x5xf32>, %b: memref<3x4xf32>) -> memref<2x3xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %w = memref.subview %a[1, 2] [2, 3] [1, 1] : memref<4x5xf32> to memref<2x3xf32, strided<[5, 1], offset: 7>>
  %t = memref.alloc() : memref<2x3xf32>
  memref.copy %w, %t : memref<2x3xf32, strided<[5, 1], offset: 7>> to memref<2x3xf32>
  %col = memref.subview %b[0, 1] [3, 1] [1, 1] : memref<3x4xf32> to memref<3xf32, strided<[4], offset: 1>>
  %v = memref.load %col[%c2] : memref<3xf32, strided<[4], offset: 1>>
  memref.store %v, %t[%c1, %c0] : memref<2x3xf32>
  %e = memref.load %t[%c0, %c2] : memref<2x3xf32>
  memref.store %e, %col[%c0] : memref<3xf32, strided<[4], offset: 1>>
  return %t : memref<2x3xf32>
}
