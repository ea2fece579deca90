// tgt reads memref<3xf32> into vector<4xf32> with ub.poison padding and writes all four lanes into memref<4xf32>: %b[3], which src leaves as it was, becomes poison. Miscompile (poison of %arg1's buffer).
// VERDICT: miscompile
// CHECK-FAILED: poison
func.func @src(%a: memref<3xf32>, %b: memref<4xf32>) {
  affine.for %i = 0 to 3 {
    %x = affine.load %a[%i] : memref<3xf32>
    affine.store %x, %b[%i] : memref<4xf32>
  }
  return
}
func.func @tgt(%a: memref<3xf32>, %b: memref<4xf32>) {
  %pad = ub.poison : f32
  %c0 = arith.constant 0 : index
  %v = vector.transfer_read %a[%c0], %pad : memref<3xf32>, vector<4xf32>
  vector.transfer_write %v, %b[%c0] : vector<4xf32>, memref<4xf32>
  return
}
