// The same rewrite keeping the strides extract_strided_metadata gives: the view of the argument itself, for every layout case: correct.
// VERDICT: correct
func.func @src(%arg0: memref<4x3xf32, strided<[?, ?], offset: ?>>) -> memref<4x3xf32> {
  %alloc = memref.alloc() : memref<4x3xf32>
  memref.copy %arg0, %alloc : memref<4x3xf32, strided<[?, ?], offset: ?>> to memref<4x3xf32>
  return %alloc : memref<4x3xf32>
}
func.func @tgt(%arg0: memref<4x3xf32, strided<[?, ?], offset: ?>>) -> memref<4x3xf32> {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<4x3xf32, strided<[?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index
  %r = memref.reinterpret_cast %base to offset: [%offset], sizes: [4, 3], strides: [%strides#0, %strides#1] : memref<f32> to memref<4x3xf32, strided<[?, ?], offset: ?>>
  %alloc = memref.alloc() : memref<4x3xf32>
  memref.copy %r, %alloc : memref<4x3xf32, strided<[?, ?], offset: ?>> to memref<4x3xf32>
  return %alloc : memref<4x3xf32>
}
