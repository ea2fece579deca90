// tgt drops the mask of masked_write's transfer_write: %b[3] is overwritten where src keeps it. Miscompile (value of %arg1's buffer).
// VERDICT: miscompile
// CHECK-FAILED: value
func.func @src(%a: memref<4xf32>, %b: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %p = ub.poison : f32
  %m = vector.constant_mask [3] : vector<4xi1>
  %v = vector.transfer_read %a[%c0], %p {in_bounds = [true]} : memref<4xf32>, vector<4xf32>
  vector.transfer_write %v, %b[%c0], %m {in_bounds = [true]} : vector<4xf32>, memref<4xf32>
  return
}
func.func @tgt(%a: memref<4xf32>, %b: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %p = ub.poison : f32
  %v = vector.transfer_read %a[%c0], %p {in_bounds = [true]} : memref<4xf32>, vector<4xf32>
  vector.transfer_write %v, %b[%c0] {in_bounds = [true]} : vector<4xf32>, memref<4xf32>
  return
}
