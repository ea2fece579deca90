// permutation_map (d0, d1) -> (0) is a broadcast: every lane reads %a[%i, %j]. Correct against a scalar load and vector.broadcast (what the super-vectorizer emits for a loop-invariant load).
// VERDICT: correct
func.func @src(%a: memref<2x3xi8>, %b: memref<4xi8>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %p = ub.poison : i8
  %v = vector.transfer_read %a[%c1, %c2], %p {permutation_map = affine_map<(d0, d1) -> (0)>} : memref<2x3xi8>, vector<4xi8>
  vector.transfer_write %v, %b[%c0] : vector<4xi8>, memref<4xi8>
  return
}
func.func @tgt(%a: memref<2x3xi8>, %b: memref<4xi8>) {
  %c0 = arith.constant 0 : index
  %x = affine.load %a[1, 2] : memref<2x3xi8>
  %v = vector.broadcast %x : i8 to vector<4xi8>
  vector.transfer_write %v, %b[%c0] : vector<4xi8>, memref<4xi8>
  return
}
