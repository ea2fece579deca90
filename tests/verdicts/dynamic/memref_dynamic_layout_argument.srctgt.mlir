// A memref argument with dynamic sizes and a dynamic offset and stride: checked at each size case (1..3) and, at each size, at the layout cases of encoder/ir/ir_layout.h (identity, offset 3, padded rows; rank 1 has no column-major case). The same load on both sides: correct.
// VERDICT: correct
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
