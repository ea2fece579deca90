// A memref argument whose layout has a dynamic offset and strides is a family of layouts the case split does not
// enumerate (only sizes are split): unsupported, never correct.
// VERDICT: unsupported
func.func @src(%m: memref<?xf32, strided<[?], offset: ?>>) -> f32 {
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<?xf32, strided<[?], offset: ?>>
  return %v : f32
}
func.func @tgt(%m: memref<?xf32, strided<[?], offset: ?>>) -> f32 {
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<?xf32, strided<[?], offset: ?>>
  return %v : f32
}
