// collapse_shape then expand_shape of a buffer, read back: the same elements. Correct.
// VERDICT: correct
func.func @src(%a: memref<2x3xf32>, %b: memref<2x3xf32>) {
  %c = memref.collapse_shape %a [[0, 1]] : memref<2x3xf32> into memref<6xf32>
  %e = memref.expand_shape %c [[0, 1]] output_shape [2, 3] : memref<6xf32> into memref<2x3xf32>
  memref.copy %e, %b : memref<2x3xf32> to memref<2x3xf32>
  return
}
func.func @tgt(%a: memref<2x3xf32>, %b: memref<2x3xf32>) {
  memref.copy %a, %b : memref<2x3xf32> to memref<2x3xf32>
  return
}
