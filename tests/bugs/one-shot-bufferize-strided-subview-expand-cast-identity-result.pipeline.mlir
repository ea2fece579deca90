// The second form of docs/BUGS.md #30: one-shot-bufferize with identity-layout function boundaries returns a
// rank-reducing slice of its argument, expanded back to rank 4, through `memref.cast` from the strided layout
// (strides [?, 3, 3, 1]) to the identity layout, without a copy. The cast asserts a row-major layout the
// view does not have (its first stride is the argument's, 4 * ? * ? elements), so the identity-typed result
// is undefined where src is defined. Found by campaign campM (seed 1030000, triage signature
// 5426bdc0925f52d0: the root-cause key adds tensor.expand_shape to #30's, which the reduction cannot drop:
// the slice is rank-reducing).
// BUG: not yet reported upstream (docs/BUGS.md #30)
// BUGS-ENTRY: 30
// PIPELINE: builtin.module(one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map})
// EXPECT: miscompile
// EXPECT-PASS: one-shot-bufferize
module attributes {tosa.target_env = #tosa.target_env<specification_version = "1.0", level = none, profiles = [pro_int, pro_fp], extensions = [int16, int4, bf16, fp8e4m3, fp8e5m2, fft, variable, controlflow, doubleround, inexactround, dynamic]>} {
  func.func @main(%arg0: tensor<4x?x?x4xf32>) -> tensor<3x?x?x3xf32> {
    %extracted_slice = tensor.extract_slice %arg0[0, 0, 0, 0] [3, 1, 1, 3] [1, 1, 1, 1] : tensor<4x?x?x4xf32> to tensor<3x3xf32>
    %expanded = tensor.expand_shape %extracted_slice [[0], [1, 2, 3]] output_shape [3, 1, 1, 3] : tensor<3x3xf32> into tensor<3x1x1x3xf32>
    %cast = tensor.cast %expanded : tensor<3x1x1x3xf32> to tensor<3x?x?x3xf32>
    return %cast : tensor<3x?x?x3xf32>
  }
}
