// A store redirected to another mutable global of the same type: both
// globals' contents on return are compared, so a miscompile.
// VERDICT: miscompile
memref.global "private" @a : memref<2xi32> = dense<0>
memref.global "private" @b : memref<2xi32> = dense<0>
func.func @src(%v: i32) {
  %c0 = arith.constant 0 : index
  %g = memref.get_global @a : memref<2xi32>
  memref.store %v, %g[%c0] : memref<2xi32>
  return
}
func.func @tgt(%v: i32) {
  %c0 = arith.constant 0 : index
  %g = memref.get_global @b : memref<2xi32>
  memref.store %v, %g[%c0] : memref<2xi32>
  return
}
