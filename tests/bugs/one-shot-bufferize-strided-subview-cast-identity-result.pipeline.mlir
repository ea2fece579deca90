// one-shot-bufferize with identity-layout function boundaries returns a slice of its argument through
// `memref.cast` from `strided<[?, ?, ?, 1]>` to the identity layout, without a copy. The returned
// memref claims a contiguous row-major layout the subview of a 5x?x?x? buffer does not have, so a
// caller reads other elements than the 4x4x4x4 slice (MLIR 22.1; found by tvfuzz, triage signature
// c016885197b33df2). The validator sees the result's strides differ from its identity-layout type.
// BUG: not yet reported upstream (docs/BUGS.md #30)
// BUGS-ENTRY: 30
// PIPELINE: builtin.module(one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map})
// EXPECT: miscompile
// EXPECT-PASS: one-shot-bufferize
func.func @main(%arg0: tensor<5x?x?x?xf32>) -> tensor<?x?x?x?xf32> {
  %extracted_slice = tensor.extract_slice %arg0[0, 0, 0, 0] [4, 4, 4, 4] [1, 1, 1, 1] : tensor<5x?x?x?xf32> to tensor<4x4x4x4xf32>
  %cast = tensor.cast %extracted_slice : tensor<4x4x4x4xf32> to tensor<?x?x?x?xf32>
  return %cast : tensor<?x?x?x?xf32>
}
