// A 2x3 buffer read through a static memref.reinterpret_cast to 6 elements (as
// expand-strided-metadata emits): element [1, 2] is flat element 5. Correct.
// VERDICT: correct
func.func @src(%a: memref<2x3xi32>) -> i32 {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %x = memref.load %a[%c1, %c2] : memref<2x3xi32>
  return %x : i32
}
func.func @tgt(%a: memref<2x3xi32>) -> i32 {
  %c5 = arith.constant 5 : index
  %f = memref.reinterpret_cast %a to offset: [0], sizes: [6], strides: [1] : memref<2x3xi32> to memref<6xi32>
  %x = memref.load %f[%c5] : memref<6xi32>
  return %x : i32
}
