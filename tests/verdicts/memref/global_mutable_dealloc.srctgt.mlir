// A dealloc of a mutable global's buffer added: undefined behaviour (the
// buffer was not allocated by memref.alloc), so a miscompile.
// VERDICT: miscompile
memref.global "private" @buf : memref<2xf32>
func.func @src() -> f32 {
  %c0 = arith.constant 0 : index
  %g = memref.get_global @buf : memref<2xf32>
  %x = memref.load %g[%c0] : memref<2xf32>
  return %x : f32
}
func.func @tgt() -> f32 {
  %c0 = arith.constant 0 : index
  %g = memref.get_global @buf : memref<2xf32>
  %x = memref.load %g[%c0] : memref<2xf32>
  memref.dealloc %g : memref<2xf32>
  return %x : f32
}
