// Lanes past the end of memref<3xf32> read the padding operand: the out-of-bounds fourth lane is %p. Correct against scalar loads plus %p.
// VERDICT: correct
func.func @src(%a: memref<3xf32>, %b: memref<4xf32>, %p: f32) {
  %c0 = arith.constant 0 : index
  %v = vector.transfer_read %a[%c0], %p : memref<3xf32>, vector<4xf32>
  vector.transfer_write %v, %b[%c0] {in_bounds = [true]} : vector<4xf32>, memref<4xf32>
  return
}
func.func @tgt(%a: memref<3xf32>, %b: memref<4xf32>, %p: f32) {
  affine.for %i = 0 to 3 {
    %x = affine.load %a[%i] : memref<3xf32>
    affine.store %x, %b[%i] : memref<4xf32>
  }
  %c3 = arith.constant 3 : index
  memref.store %p, %b[%c3] : memref<4xf32>
  return
}
