// A transfer_write masked by create_mask %c3 writes lanes 0..2 only: the same as three scalar stores. Correct.
// VERDICT: correct
func.func @src(%a: memref<4xf32>, %b: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %p = ub.poison : f32
  %m = vector.create_mask %c3 : vector<4xi1>
  %v = vector.transfer_read %a[%c0], %p {in_bounds = [true]} : memref<4xf32>, vector<4xf32>
  vector.transfer_write %v, %b[%c0], %m {in_bounds = [true]} : vector<4xf32>, memref<4xf32>
  return
}
func.func @tgt(%a: memref<4xf32>, %b: memref<4xf32>) {
  affine.for %i = 0 to 3 {
    %x = affine.load %a[%i] : memref<4xf32>
    affine.store %x, %b[%i] : memref<4xf32>
  }
  return
}
