// The row index %i of a (d0, d1) -> (d1) transfer is a dim no vector dim walks: it must be in bounds. tgt reads row %i + 1, out of bounds (UB) for %i = 1 where src reads row %i. Miscompile (ub).
// VERDICT: miscompile
// CHECK-FAILED: ub
func.func @src(%a: memref<2x4xf32>, %i: index, %b: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f32
  %v = vector.transfer_read %a[%i, %c0], %p : memref<2x4xf32>, vector<4xf32>
  vector.transfer_write %v, %b[%c0] : vector<4xf32>, memref<4xf32>
  return
}
func.func @tgt(%a: memref<2x4xf32>, %i: index, %b: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %j = arith.addi %i, %c1 : index
  %p = arith.constant 0.0 : f32
  %v = vector.transfer_read %a[%j, %c0], %p : memref<2x4xf32>, vector<4xf32>
  vector.transfer_write %v, %b[%c0] : vector<4xf32>, memref<4xf32>
  return
}
