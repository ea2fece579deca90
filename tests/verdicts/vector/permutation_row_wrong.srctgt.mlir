// tgt reads with the minor identity map (along the row, past its end into padding) where src walks the column with (d0, d1) -> (d0). Miscompile (value).
// VERDICT: miscompile
// CHECK-FAILED: value
func.func @src(%a: memref<4x2xf32>, %b: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f32
  %v = vector.transfer_read %a[%c0, %c0], %p {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<4x2xf32>, vector<4xf32>
  vector.transfer_write %v, %b[%c0] : vector<4xf32>, memref<4xf32>
  return
}
func.func @tgt(%a: memref<4x2xf32>, %b: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f32
  %v = vector.transfer_read %a[%c0, %c0], %p : memref<4x2xf32>, vector<4xf32>
  vector.transfer_write %v, %b[%c0] : vector<4xf32>, memref<4xf32>
  return
}
