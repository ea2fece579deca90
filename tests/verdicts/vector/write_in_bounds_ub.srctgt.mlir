// tgt marks the same past-the-end transfer_write in_bounds: UB in tgt for every input. Miscompile (ub).
// VERDICT: miscompile
// CHECK-FAILED: ub
func.func @src(%b: memref<3xi32>, %x: i32) {
  %v = vector.broadcast %x : i32 to vector<4xi32>
  %c0 = arith.constant 0 : index
  vector.transfer_write %v, %b[%c0] : vector<4xi32>, memref<3xi32>
  return
}
func.func @tgt(%b: memref<3xi32>, %x: i32) {
  %v = vector.broadcast %x : i32 to vector<4xi32>
  %c0 = arith.constant 0 : index
  vector.transfer_write %v, %b[%c0] {in_bounds = [true]} : vector<4xi32>, memref<3xi32>
  return
}
