// memref.expand_shape from rank 0 and collapse_shape to rank 0 have an empty reassociation (unit dims only),
// as one-shot-bufferize emits for a tensor<1xi1> made from a rank-0 reduction: the same element. Correct.
// VERDICT: correct
func.func @src(%a: memref<i1>, %b: memref<1xi1>) {
  %e = memref.expand_shape %a [] output_shape [1] : memref<i1> into memref<1xi1>
  memref.copy %e, %b : memref<1xi1> to memref<1xi1>
  return
}
func.func @tgt(%a: memref<i1>, %b: memref<1xi1>) {
  %c0 = arith.constant 0 : index
  %c = memref.collapse_shape %b [] : memref<1xi1> into memref<i1>
  %x = memref.load %a[] : memref<i1>
  memref.store %x, %c[] : memref<i1>
  return
}
