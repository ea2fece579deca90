// tgt stores 0.0 where the out-of-bounds lane of src's transfer_read reads the padding %p. Miscompile (value of %arg1's buffer).
// VERDICT: miscompile
// CHECK-FAILED: value
func.func @src(%a: memref<3xf32>, %b: memref<4xf32>, %p: f32) {
  %c0 = arith.constant 0 : index
  %v = vector.transfer_read %a[%c0], %p : memref<3xf32>, vector<4xf32>
  vector.transfer_write %v, %b[%c0] : vector<4xf32>, memref<4xf32>
  return
}
func.func @tgt(%a: memref<3xf32>, %b: memref<4xf32>, %p: f32) {
  %zero = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %v = vector.transfer_read %a[%c0], %zero : memref<3xf32>, vector<4xf32>
  vector.transfer_write %v, %b[%c0] : vector<4xf32>, memref<4xf32>
  return
}
