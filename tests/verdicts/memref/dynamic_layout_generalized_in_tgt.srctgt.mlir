// A pass that generalizes a memref argument of layout strided<[4, 1], offset: 1> to a fully dynamic layout: callers pass the static layout src states, so tgt is checked at that layout alone: correct.
// VERDICT: correct
func.func @src(%arg0: memref<4x3xf32, strided<[4, 1], offset: 1>>) -> memref<4x3xf32> {
  %alloc = memref.alloc() : memref<4x3xf32>
  memref.copy %arg0, %alloc : memref<4x3xf32, strided<[4, 1], offset: 1>> to memref<4x3xf32>
  return %alloc : memref<4x3xf32>
}
func.func @tgt(%arg0: memref<4x3xf32, strided<[?, ?], offset: ?>>) -> memref<4x3xf32> {
  %alloc = memref.alloc() : memref<4x3xf32>
  memref.copy %arg0, %alloc : memref<4x3xf32, strided<[?, ?], offset: ?>> to memref<4x3xf32>
  return %alloc : memref<4x3xf32>
}
