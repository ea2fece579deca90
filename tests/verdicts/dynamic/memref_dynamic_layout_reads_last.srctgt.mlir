// The same argument read at its last index in tgt where src reads index 0: equal for size 1 only: at size 2 the two elements of the view differ: miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
func.func @src(%m: memref<?xf32, strided<[?], offset: ?>>) -> f32 {
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<?xf32, strided<[?], offset: ?>>
  return %v : f32
}
func.func @tgt(%m: memref<?xf32, strided<[?], offset: ?>>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xf32, strided<[?], offset: ?>>
  %last = arith.subi %n, %c1 : index
  %v = memref.load %m[%last] : memref<?xf32, strided<[?], offset: ?>>
  return %v : f32
}
