// An in_bounds transfer_read at %a[1] of memref<4xf32> whose last lane (index 4, out of bounds) is masked off by create_mask %c3: no UB, the lane reads the padding. Correct against the unmasked, not-in_bounds read (which pads the same lane).
// VERDICT: correct
func.func @src(%a: memref<4xf32>, %b: memref<4xf32>, %p: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v = vector.transfer_read %a[%c1], %p : memref<4xf32>, vector<4xf32>
  vector.transfer_write %v, %b[%c0] : vector<4xf32>, memref<4xf32>
  return
}
func.func @tgt(%a: memref<4xf32>, %b: memref<4xf32>, %p: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %m = vector.create_mask %c3 : vector<4xi1>
  %v = vector.transfer_read %a[%c1], %p, %m {in_bounds = [true]} : memref<4xf32>, vector<4xf32>
  vector.transfer_write %v, %b[%c0] : vector<4xf32>, memref<4xf32>
  return
}
