// bufferization.clone to a more static type asserts the sizes it states (as tensor.cast does): where the dynamic operand's sizes differ, src is undefined, so lowering the clone to an alloc of the static type and a memref.copy (convert-bufferization-to-memref) owes nothing there (campaign finding 77e52349e4323f2a).
// VERDICT: correct
func.func @src(%arg0: memref<?x2xf32>) -> memref<1x2xf32> {
  %0 = bufferization.clone %arg0 : memref<?x2xf32> to memref<1x2xf32>
  return %0 : memref<1x2xf32>
}
func.func @tgt(%arg0: memref<?x2xf32>) -> memref<1x2xf32> {
  %alloc = memref.alloc() : memref<1x2xf32>
  memref.copy %arg0, %alloc : memref<?x2xf32> to memref<1x2xf32>
  return %alloc : memref<1x2xf32>
}
