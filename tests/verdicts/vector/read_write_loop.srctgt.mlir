// A scalar copy loop over memref<4xf32> vectorized into one in-bounds transfer_read and transfer_write (what affine-super-vectorize emits for a full vector): correct.
// VERDICT: correct
func.func @src(%a: memref<4xf32>, %b: memref<4xf32>) {
  affine.for %i = 0 to 4 {
    %x = affine.load %a[%i] : memref<4xf32>
    %y = arith.addf %x, %x : f32
    affine.store %y, %b[%i] : memref<4xf32>
  }
  return
}
func.func @tgt(%a: memref<4xf32>, %b: memref<4xf32>) {
  %pad = ub.poison : f32
  affine.for %i = 0 to 4 step 4 {
    %v = vector.transfer_read %a[%i], %pad : memref<4xf32>, vector<4xf32>
    %w = arith.addf %v, %v : vector<4xf32>
    vector.transfer_write %w, %b[%i] : vector<4xf32>, memref<4xf32>
  }
  return
}
