// permutation_map (d0, d1) -> (d0): the vector walks the rows of memref<4x2xf32>, so it reads column %j. Correct against four scalar loads.
// VERDICT: correct
func.func @src(%a: memref<4x2xf32>, %b: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %p = arith.constant 0.0 : f32
  %v = vector.transfer_read %a[%c0, %c1], %p {in_bounds = [true], permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<4x2xf32>, vector<4xf32>
  vector.transfer_write %v, %b[%c0] {in_bounds = [true]} : vector<4xf32>, memref<4xf32>
  return
}
func.func @tgt(%a: memref<4x2xf32>, %b: memref<4xf32>) {
  affine.for %i = 0 to 4 {
    %x = affine.load %a[%i, 1] : memref<4x2xf32>
    affine.store %x, %b[%i] : memref<4xf32>
  }
  return
}
