// memref.cast to a fully strided layout and back names the same view: loads through it read the
// same element. Correct.
// VERDICT: correct
func.func @src(%a: memref<2x2xf32>) -> f32 {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %x = memref.load %a[%c1, %c0] : memref<2x2xf32>
  return %x : f32
}
func.func @tgt(%a: memref<2x2xf32>) -> f32 {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %b = memref.cast %a : memref<2x2xf32> to memref<2x2xf32, strided<[2, 1], offset: 0>>
  %x = memref.load %b[%c1, %c0] : memref<2x2xf32, strided<[2, 1], offset: 0>>
  return %x : f32
}
