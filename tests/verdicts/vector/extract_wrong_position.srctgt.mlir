// tgt extracts lane 2 where src extracts lane 1 of the same vector. Miscompile (value).
// VERDICT: miscompile
// CHECK-FAILED: value
func.func @src(%a: memref<4xi16>) -> i16 {
  %c0 = arith.constant 0 : index
  %p = ub.poison : i16
  %v = vector.transfer_read %a[%c0], %p {in_bounds = [true]} : memref<4xi16>, vector<4xi16>
  %x = vector.extract %v[1] : i16 from vector<4xi16>
  return %x : i16
}
func.func @tgt(%a: memref<4xi16>) -> i16 {
  %c0 = arith.constant 0 : index
  %p = ub.poison : i16
  %v = vector.transfer_read %a[%c0], %p {in_bounds = [true]} : memref<4xi16>, vector<4xi16>
  %x = vector.extract %v[2] : i16 from vector<4xi16>
  return %x : i16
}
