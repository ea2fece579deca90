// A transfer_write whose lanes run past the end of memref<3xi32> (not in_bounds) writes only the lanes inside: the same as three scalar stores. Correct.
// VERDICT: correct
func.func @src(%b: memref<3xi32>, %x: i32) {
  %v = vector.broadcast %x : i32 to vector<4xi32>
  %c0 = arith.constant 0 : index
  vector.transfer_write %v, %b[%c0] : vector<4xi32>, memref<3xi32>
  return
}
func.func @tgt(%b: memref<3xi32>, %x: i32) {
  affine.for %i = 0 to 3 {
    affine.store %x, %b[%i] : memref<3xi32>
  }
  return
}
