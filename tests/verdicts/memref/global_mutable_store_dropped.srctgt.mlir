// A store to a mutable global dropped: the global outlives the call, so its
// content on return is observable. A miscompile at @state.
// VERDICT: miscompile
memref.global "private" @state : memref<4xi32> = dense<0>
func.func @src(%v: i32) {
  %c2 = arith.constant 2 : index
  %g = memref.get_global @state : memref<4xi32>
  memref.store %v, %g[%c2] : memref<4xi32>
  return
}
func.func @tgt(%v: i32) {
  return
}
