// The delinearization with the basis reversed (into (8, 4)): the inner index wraps at 4 instead of 8; miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
func.func @src(%x: index) -> (index, index) {
  %d:2 = affine.delinearize_index %x into (4, 8) : index, index
  return %d#0, %d#1 : index, index
}
func.func @tgt(%x: index) -> (index, index) {
  %d:2 = affine.delinearize_index %x into (8, 4) : index, index
  return %d#0, %d#1 : index, index
}
