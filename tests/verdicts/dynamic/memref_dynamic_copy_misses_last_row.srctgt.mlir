// A copy into a fresh buffer through a subview of dim - 1 rows (an off-by-one in a size computation): the last
// row of the result is never written, so tgt returns uninitialized memory where src is defined; miscompile.
// VERDICT: miscompile
// CHECK-FAILED: poison
func.func @src(%m: memref<?x3xi32>) -> memref<?x3xi32> {
  %c0 = arith.constant 0 : index
  %d = memref.dim %m, %c0 : memref<?x3xi32>
  %a = memref.alloc(%d) : memref<?x3xi32>
  memref.copy %m, %a : memref<?x3xi32> to memref<?x3xi32>
  return %a : memref<?x3xi32>
}
func.func @tgt(%m: memref<?x3xi32>) -> memref<?x3xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d = memref.dim %m, %c0 : memref<?x3xi32>
  %n = arith.subi %d, %c1 : index
  %a = memref.alloc(%d) : memref<?x3xi32>
  %s = memref.subview %m[0, 0] [%n, 3] [1, 1] : memref<?x3xi32> to memref<?x3xi32, strided<[3, 1]>>
  %t = memref.subview %a[0, 0] [%n, 3] [1, 1] : memref<?x3xi32> to memref<?x3xi32, strided<[3, 1]>>
  memref.copy %s, %t : memref<?x3xi32, strided<[3, 1]>> to memref<?x3xi32, strided<[3, 1]>>
  return %a : memref<?x3xi32>
}
