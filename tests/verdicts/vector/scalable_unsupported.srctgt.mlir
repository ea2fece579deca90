// A scalable vector (vector<[4]xf32>: the size is a runtime multiple of 4) has no static size: unsupported, with a message naming the type.
// VERDICT: unsupported
func.func @src(%a: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f32
  %v = vector.transfer_read %a[%c0], %p : memref<8xf32>, vector<[4]xf32>
  vector.transfer_write %v, %a[%c0] : vector<[4]xf32>, memref<8xf32>
  return
}
func.func @tgt(%a: memref<8xf32>) {
  return
}
