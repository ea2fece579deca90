// A copy out of a dynamic-layout memref argument rewritten to read the base buffer at the argument's offset but with row-major strides [3, 1] of its sizes: right for the identity and offset layouts, wrong where the caller's rows are padded (strides [4, 1]) or the buffer is column-major: miscompile (found at the padded-rows case).
// VERDICT: miscompile
// CHECK-FAILED: value
func.func @src(%arg0: memref<4x3xf32, strided<[?, ?], offset: ?>>) -> memref<4x3xf32> {
  %alloc = memref.alloc() : memref<4x3xf32>
  memref.copy %arg0, %alloc : memref<4x3xf32, strided<[?, ?], offset: ?>> to memref<4x3xf32>
  return %alloc : memref<4x3xf32>
}
func.func @tgt(%arg0: memref<4x3xf32, strided<[?, ?], offset: ?>>) -> memref<4x3xf32> {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<4x3xf32, strided<[?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index
  %r = memref.reinterpret_cast %base to offset: [%offset], sizes: [4, 3], strides: [3, 1] : memref<f32> to memref<4x3xf32, strided<[3, 1], offset: ?>>
  %alloc = memref.alloc() : memref<4x3xf32>
  memref.copy %r, %alloc : memref<4x3xf32, strided<[3, 1], offset: ?>> to memref<4x3xf32>
  return %alloc : memref<4x3xf32>
}
