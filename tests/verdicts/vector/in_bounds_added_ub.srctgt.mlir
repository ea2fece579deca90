// tgt marks a transfer_read in_bounds that src lets run past the end (reading padding): for %i >= 3 the in_bounds promise is broken, UB in tgt only. Miscompile (ub).
// VERDICT: miscompile
// CHECK-FAILED: ub
func.func @src(%a: memref<6xf32>, %i: index, %b: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f32
  %v = vector.transfer_read %a[%i], %p : memref<6xf32>, vector<4xf32>
  vector.transfer_write %v, %b[%c0] : vector<4xf32>, memref<4xf32>
  return
}
func.func @tgt(%a: memref<6xf32>, %i: index, %b: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f32
  %v = vector.transfer_read %a[%i], %p {in_bounds = [true]} : memref<6xf32>, vector<4xf32>
  vector.transfer_write %v, %b[%c0] : vector<4xf32>, memref<4xf32>
  return
}
