// A transfer_write at a symbolic index %i into memref<6xf32>: the lanes inside (%i + k < 6) are written, the others dropped. Correct against four guarded scalar stores (the shape convert-vector-to-scf gives an out-of-bounds transfer).
// VERDICT: correct
func.func @src(%b: memref<6xf32>, %i: index, %x: f32, %y: f32) {
  %z = arith.constant dense<0.0> : vector<4xf32>
  %v0 = vector.insert %x, %z [0] : f32 into vector<4xf32>
  %v = vector.insert %y, %v0 [3] : f32 into vector<4xf32>
  vector.transfer_write %v, %b[%i] : vector<4xf32>, memref<6xf32>
  return
}
func.func @tgt(%b: memref<6xf32>, %i: index, %x: f32, %y: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %zero = arith.constant 0.0 : f32
  scf.for %k = %c0 to %c4 step %c1 {
    %j = arith.addi %i, %k : index
    %in = arith.cmpi ult, %j, %c6 : index
    scf.if %in {
      %is0 = arith.cmpi eq, %k, %c0 : index
      %vx = arith.select %is0, %x, %zero : f32
      %c3 = arith.constant 3 : index
      %is3 = arith.cmpi eq, %k, %c3 : index
      %val = arith.select %is3, %y, %vx : f32
      memref.store %val, %b[%j] : memref<6xf32>
    }
  }
  return
}
