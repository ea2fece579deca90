// A load from a constant global folded to its value: correct.
// VERDICT: correct
memref.global "private" constant @k : memref<2xf32> = dense<[1.5, -2.0]>
func.func @src() -> f32 {
  %c1 = arith.constant 1 : index
  %g = memref.get_global @k : memref<2xf32>
  %x = memref.load %g[%c1] : memref<2xf32>
  return %x : f32
}
func.func @tgt() -> f32 {
  %x = arith.constant -2.0 : f32
  return %x : f32
}
