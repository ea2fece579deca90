// tgt writes the vector one element further (%i + 1): %b[%i] keeps its old value where src writes %x. Miscompile (value of %arg0's buffer).
// VERDICT: miscompile
// CHECK-FAILED: value
func.func @src(%b: memref<6xf32>, %i: index, %x: f32) {
  %v = vector.broadcast %x : f32 to vector<4xf32>
  vector.transfer_write %v, %b[%i] : vector<4xf32>, memref<6xf32>
  return
}
func.func @tgt(%b: memref<6xf32>, %i: index, %x: f32) {
  %c1 = arith.constant 1 : index
  %j = arith.addi %i, %c1 : index
  %v = vector.broadcast %x : f32 to vector<4xf32>
  vector.transfer_write %v, %b[%j] : vector<4xf32>, memref<6xf32>
  return
}
