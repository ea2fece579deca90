// A memref argument strided<[?, 1], offset: ?> (unit inner stride stated): the column-major layout case would make its elements overlap and is skipped; the identity, offset and padded-rows cases remain. memref.copy replaced by linalg.copy: correct.
// VERDICT: correct
func.func @src(%arg0: memref<4x3xf32, strided<[?, 1], offset: ?>>) -> memref<4x3xf32> {
  %alloc = memref.alloc() : memref<4x3xf32>
  memref.copy %arg0, %alloc : memref<4x3xf32, strided<[?, 1], offset: ?>> to memref<4x3xf32>
  return %alloc : memref<4x3xf32>
}
func.func @tgt(%arg0: memref<4x3xf32, strided<[?, 1], offset: ?>>) -> memref<4x3xf32> {
  %alloc = memref.alloc() : memref<4x3xf32>
  linalg.copy ins(%arg0 : memref<4x3xf32, strided<[?, 1], offset: ?>>) outs(%alloc : memref<4x3xf32>)
  return %alloc : memref<4x3xf32>
}
