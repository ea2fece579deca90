// The same strided subview with offset 0 instead of 1 (a folding bug): miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
func.func @src(%a: memref<2x4xi32>, %b: memref<2x2xi32>) {
  %s = memref.subview %a[0, 1] [2, 2] [1, 2] : memref<2x4xi32> to memref<2x2xi32, strided<[4, 2], offset: 1>>
  memref.copy %s, %b : memref<2x2xi32, strided<[4, 2], offset: 1>> to memref<2x2xi32>
  return
}
func.func @tgt(%a: memref<2x4xi32>, %b: memref<2x2xi32>) {
  %s = memref.subview %a[0, 0] [2, 2] [1, 2] : memref<2x4xi32> to memref<2x2xi32, strided<[4, 2]>>
  memref.copy %s, %b : memref<2x2xi32, strided<[4, 2]>> to memref<2x2xi32>
  return
}
