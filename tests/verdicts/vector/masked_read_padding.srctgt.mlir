// Masked-off lanes of a transfer_read read the padding even inside the memref: with mask [1, 0, 1, 1] lane 1 is %p. Correct against scalar loads with %p stored at index 1.
// VERDICT: correct
func.func @src(%a: memref<4xf32>, %b: memref<4xf32>, %p: f32) {
  %c0 = arith.constant 0 : index
  %m = arith.constant dense<[true, false, true, true]> : vector<4xi1>
  %v = vector.transfer_read %a[%c0], %p, %m {in_bounds = [true]} : memref<4xf32>, vector<4xf32>
  vector.transfer_write %v, %b[%c0] {in_bounds = [true]} : vector<4xf32>, memref<4xf32>
  return
}
func.func @tgt(%a: memref<4xf32>, %b: memref<4xf32>, %p: f32) {
  %x0 = affine.load %a[0] : memref<4xf32>
  %x2 = affine.load %a[2] : memref<4xf32>
  %x3 = affine.load %a[3] : memref<4xf32>
  affine.store %x0, %b[0] : memref<4xf32>
  affine.store %p, %b[1] : memref<4xf32>
  affine.store %x2, %b[2] : memref<4xf32>
  affine.store %x3, %b[3] : memref<4xf32>
  return
}
