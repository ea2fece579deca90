// A load after a store to the same global element forwarded to the stored
// value (what a store-to-load forwarding pass does): correct, the store stays.
// VERDICT: correct
memref.global "private" @buf : memref<3xf32>
func.func @src(%v: f32) -> f32 {
  %c1 = arith.constant 1 : index
  %g = memref.get_global @buf : memref<3xf32>
  memref.store %v, %g[%c1] : memref<3xf32>
  %x = memref.load %g[%c1] : memref<3xf32>
  return %x : f32
}
func.func @tgt(%v: f32) -> f32 {
  %c1 = arith.constant 1 : index
  %g = memref.get_global @buf : memref<3xf32>
  memref.store %v, %g[%c1] : memref<3xf32>
  return %v : f32
}
