// one-shot-bufferize with identity-layout function boundaries returns a slice of its argument through
// `memref.cast` from a strided layout to the identity layout, without a copy. The returned memref claims
// a contiguous row-major layout the subview of a 5x6x6x6 buffer does not have (strides 216, 36, 6, 1), so
// a caller reads other elements than the 4x4x4x4 slice (MLIR 22.1; found by tvfuzz, triage signatures
// c016885197b33df2 and c89f2d01531f25d3, both on a 5x?x?x? argument). The validator sees the cast's
// identity-layout strides contradict the view's: memref.cast is undefined there (its documentation: the
// cast asserts the target layout). The original dynamic form needs sizes of at least 4, beyond the
// validator's bounded case split (sizes 1..3), where the slice is out of bounds and src undefined.
// BUG: not yet reported upstream (docs/BUGS.md #30)
// BUGS-ENTRY: 30
// PIPELINE: builtin.module(one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map})
// EXPECT: miscompile
// EXPECT-PASS: one-shot-bufferize
func.func @main(%arg0: tensor<5x6x6x6xf32>) -> tensor<?x?x?x?xf32> {
  %extracted_slice = tensor.extract_slice %arg0[0, 0, 0, 0] [4, 4, 4, 4] [1, 1, 1, 1] : tensor<5x6x6x6xf32> to tensor<4x4x4x4xf32>
  %cast = tensor.cast %extracted_slice : tensor<4x4x4x4xf32> to tensor<?x?x?x?xf32>
  return %cast : tensor<?x?x?x?xf32>
}
