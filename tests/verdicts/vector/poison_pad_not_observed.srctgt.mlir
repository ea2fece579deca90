// A 3-element loop vectorized with vector<4xf32>: the fourth lane reads the ub.poison padding, computes on it and is not written back (out of bounds of memref<3xf32>): the poison is never observed. Correct.
// VERDICT: correct
func.func @src(%a: memref<3xf32>, %b: memref<3xf32>) {
  %one = arith.constant 1.0 : f32
  affine.for %i = 0 to 3 {
    %x = affine.load %a[%i] : memref<3xf32>
    %y = arith.addf %x, %one : f32
    affine.store %y, %b[%i] : memref<3xf32>
  }
  return
}
func.func @tgt(%a: memref<3xf32>, %b: memref<3xf32>) {
  %pad = ub.poison : f32
  %one = arith.constant dense<1.0> : vector<4xf32>
  affine.for %i = 0 to 3 step 4 {
    %v = vector.transfer_read %a[%i], %pad : memref<3xf32>, vector<4xf32>
    %w = arith.addf %v, %one : vector<4xf32>
    vector.transfer_write %w, %b[%i] : vector<4xf32>, memref<3xf32>
  }
  return
}
