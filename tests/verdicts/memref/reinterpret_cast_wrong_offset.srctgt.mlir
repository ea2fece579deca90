// The reinterpret_cast of a subview keeps the base offset 0 where the subview starts at 2 (a lost
// offset in a metadata rewrite): tgt reads another element. Miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
func.func @src(%a: memref<2x3xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %s = memref.subview %a[0, 2] [2, 1] [1, 1] : memref<2x3xi32> to memref<2x1xi32, strided<[3, 1], offset: 2>>
  %x = memref.load %s[%c0, %c0] : memref<2x1xi32, strided<[3, 1], offset: 2>>
  return %x : i32
}
func.func @tgt(%a: memref<2x3xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %s = memref.reinterpret_cast %a to offset: [0], sizes: [2, 1], strides: [3, 1] : memref<2x3xi32> to memref<2x1xi32, strided<[3, 1]>>
  %x = memref.load %s[%c0, %c0] : memref<2x1xi32, strided<[3, 1]>>
  return %x : i32
}
