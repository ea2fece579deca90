// A strided subview (every second column of a 2x4 buffer) copied out, against explicit loads: correct.
// VERDICT: correct
func.func @src(%a: memref<2x4xi32>, %b: memref<2x2xi32>) {
  %s = memref.subview %a[0, 1] [2, 2] [1, 2] : memref<2x4xi32> to memref<2x2xi32, strided<[4, 2], offset: 1>>
  memref.copy %s, %b : memref<2x2xi32, strided<[4, 2], offset: 1>> to memref<2x2xi32>
  return
}
func.func @tgt(%a: memref<2x4xi32>, %b: memref<2x2xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %x00 = memref.load %a[%c0, %c1] : memref<2x4xi32>
  %x01 = memref.load %a[%c0, %c3] : memref<2x4xi32>
  %x10 = memref.load %a[%c1, %c1] : memref<2x4xi32>
  %x11 = memref.load %a[%c1, %c3] : memref<2x4xi32>
  memref.store %x00, %b[%c0, %c0] : memref<2x2xi32>
  memref.store %x01, %b[%c0, %c1] : memref<2x2xi32>
  memref.store %x10, %b[%c1, %c0] : memref<2x2xi32>
  memref.store %x11, %b[%c1, %c1] : memref<2x2xi32>
  return
}
