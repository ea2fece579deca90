// vector.insert at dynamic positions, vector.transpose, vector.shape_cast (the ops convert-vector-to-scf leaves for a 2-D transfer): the 1x2 vector transposed and flattened holds %x, %y in order. Correct against two scalar stores.
// VERDICT: correct
func.func @src(%x: f32, %y: f32, %b: memref<2xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant dense<0.0> : vector<1x2xf32>
  %v0 = vector.insert %x, %z [0, %c0] : f32 into vector<1x2xf32>
  %v1 = vector.insert %y, %v0 [0, %c1] : f32 into vector<1x2xf32>
  %t = vector.transpose %v1, [1, 0] : vector<1x2xf32> to vector<2x1xf32>
  %s = vector.shape_cast %t : vector<2x1xf32> to vector<2xf32>
  vector.transfer_write %s, %b[%c0] {in_bounds = [true]} : vector<2xf32>, memref<2xf32>
  return
}
func.func @tgt(%x: f32, %y: f32, %b: memref<2xf32>) {
  affine.store %x, %b[0] : memref<2xf32>
  affine.store %y, %b[1] : memref<2xf32>
  return
}
